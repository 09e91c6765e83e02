import { describe, expect, it } from 'vitest';
import { parseApiKeyArgs } from './api-key-args';

describe('parseApiKeyArgs', () => {
  it('reads name, role and an optional expiry date', () => {
    expect(parseApiKeyArgs(['--name', 'Zapier', '--role', 'editor'])).toEqual({ ok: true, args: { name: 'Zapier', role: 'editor', expires: '' } });
    expect(parseApiKeyArgs(['--role=admin', '--name=CRM sync', '--expires', '2030-12-31'])).toEqual({
      ok: true,
      args: { name: 'CRM sync', role: 'admin', expires: '2030-12-31' },
    });
  });

  it.each([
    [['--role', 'editor'], /^Missing --name\./],
    [['--name', '  ', '--role', 'editor'], /^Please enter a name for the key\.$/],
    [['--name', 'Zapier'], /^Missing --role/],
    [['--name', 'Zapier', '--role', 'owner'], /^Unknown role "owner": use --role editor or --role admin\.$/],
    [['--name', 'Zapier', '--role', 'super_admin'], /^Unknown role "super_admin"/],
    [['--name', 'Zapier', '--role', 'editor', '--expires', '31/12/2030'], /^Choose a valid expiry date \(YYYY-MM-DD\), or none\.$/],
    [['--name', 'Zapier', '--role', 'editor', '--expires', '2030-02-31'], /^Choose a valid expiry date/],
    [['--name', '--role', 'editor'], /^--name needs a value\./],
    [['--name', 'Zapier', '--role'], /^--role needs a value\./],
    [['--name', 'Zapier', '--role', 'editor', '--admin'], /^Unknown argument --admin\./],
  ])('refuses %j with one line', (argv, message) => {
    const result = parseApiKeyArgs(argv);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(message);
      expect(result.message).not.toContain('\n');
    }
  });
});
