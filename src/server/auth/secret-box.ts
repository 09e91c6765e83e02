// Secrets we must read back (an identity provider's client secret), encrypted at rest with the
// app secret: a copy of the database alone does not give them away. The same scheme better-auth
// uses for the authenticator apps' keys.
import 'server-only';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { appSecret } from '../signing';

export const sealSecret = (data: string) => symmetricEncrypt({ key: appSecret(), data });
export const openSecret = (data: string) => symmetricDecrypt({ key: appSecret(), data });
