import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';

function WhoAmI() {
  const { user, session, loading } = useAuth();
  return <p>{user ? `${user.email} ${session?.userId} ${loading}` : 'nobody'}</p>;
}

describe('the auth context', () => {
  it('gives the signed-in user to the components inside its provider', () => {
    const html = renderToString(
      <AuthProvider user={{ id: 'u1', email: 'ada@axionlabs.dev', name: 'Ada', role: 'admin' }}>
        <WhoAmI />
      </AuthProvider>,
    );
    expect(html).toContain('ada@axionlabs.dev u1 false');
  });

  it('refuses to be used outside its provider, with the spec message', () => {
    expect(() => renderToString(<WhoAmI />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
