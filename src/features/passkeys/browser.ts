// The browser's side of passkeys: whether it has them, and what its dialog can end in, in
// sentences (simplewebauthn's browser part names the common cases with a code; the rest keep the
// DOMException's name).
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';

/** Whether this browser can use passkeys: null in the server's render, which cannot know (nor can a page without scripts). */
export function usePasskeySupport(): boolean | null {
  return useSyncExternalStore(
    () => () => {},
    browserSupportsWebAuthn,
    () => null,
  );
}

/** The sentence for an error thrown by startRegistration or startAuthentication. */
export function passkeyErrorMessage(error: unknown, ceremony: 'add' | 'sign-in'): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'This passkey is already on your account.';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError')
    return ceremony === 'add' ? 'The passkey was not added: the dialog was closed or timed out.' : 'Signing in with a passkey was cancelled, or it timed out.';
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError')
    return 'Passkeys do not work at this address of the site. Open it at its usual address and try again.';
  if (code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' || name === 'NotSupportedError')
    return 'This authenticator cannot keep a passkey. Try your phone, your computer or another security key.';
  return ceremony === 'add' ? 'The browser could not make the passkey. Please try again.' : 'The browser could not use a passkey. Please try again.';
}

export const NO_PASSKEY_SUPPORT = 'This browser has no passkey support. Use another browser, or an authenticator app.';
