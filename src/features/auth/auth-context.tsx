'use client';

import { createContext, useContext, useMemo, useState, useTransition, type ReactNode } from 'react';
import { signInWithPassword, signOut as signOutAction, signUpWithPassword } from './actions';
import type { AuthResult } from './schema';

export type AuthUser = { id: string; email: string; name: string; role: string | null };
type AuthContextValue = {
  user: AuthUser | null;
  /** The session is read on the server before the page renders; true only while an action runs. */
  loading: boolean;
  session: { userId: string } | null;
  signIn: (email: string, password: string) => Promise<AuthResult>;
  signUp: (email: string, password: string, profile: { name: string }) => Promise<AuthResult>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** The spec's auth context, on top of our server actions (the session itself is an HttpOnly cookie). */
export function AuthProvider({ user, children }: { user: AuthUser | null; children: ReactNode }) {
  const [pending, startTransition] = useTransition();
  const [current] = useState(user);
  const value = useMemo<AuthContextValue>(
    () => ({
      user: current,
      loading: pending,
      session: current ? { userId: current.id } : null,
      signIn: (email, password) => signInWithPassword({ status: 'idle' }, form({ email, password })),
      signUp: (email, password, profile) => signUpWithPassword({ status: 'idle' }, form({ email, password, name: profile.name })),
      signOut: () =>
        new Promise<void>((resolve) =>
          startTransition(async () => {
            await signOutAction();
            resolve();
          }),
        ),
    }),
    [current, pending],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
