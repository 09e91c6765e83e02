// The arguments of `npm run api-key:create`, read without touching the database (unit-tested).
import { apiKeyFormSchema } from '../src/features/api-keys/schema';

export const API_KEY_USAGE = 'Usage: npm run api-key:create -- --name NAME --role editor|admin [--expires YYYY-MM-DD]';

export type ApiKeyArgs = { name: string; role: 'editor' | 'admin'; expires: string };

/** --name, --role and --expires from `argv` (the words after the script's name), or the one-line reason they are wrong. */
export function parseApiKeyArgs(argv: readonly string[]): { ok: true; args: ApiKeyArgs } | { ok: false; message: string } {
  const given: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const option = argv[i]!;
    // --name=Zapier as well as --name Zapier.
    const [flag, inline] = option.includes('=') ? [option.slice(0, option.indexOf('=')), option.slice(option.indexOf('=') + 1)] : [option, undefined];
    if (!['--name', '--role', '--expires'].includes(flag)) return { ok: false, message: `Unknown argument ${option}. ${API_KEY_USAGE}` };
    const value = inline ?? argv[i + 1];
    if (inline !== undefined) i -= 1;
    if (value === undefined || (inline === undefined && value.startsWith('--'))) return { ok: false, message: `${flag} needs a value. ${API_KEY_USAGE}` };
    given[flag.slice(2)] = value;
  }
  if (given.name === undefined) return { ok: false, message: `Missing --name. ${API_KEY_USAGE}` };
  if (given.role === undefined) return { ok: false, message: `Missing --role (editor or admin). ${API_KEY_USAGE}` };
  if (given.role !== 'editor' && given.role !== 'admin') return { ok: false, message: `Unknown role "${given.role}": use --role editor or --role admin.` };
  const parsed = apiKeyFormSchema.safeParse({ name: given.name, role: given.role, expires: given.expires ?? '' });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? API_KEY_USAGE };
  return { ok: true, args: parsed.data };
}
