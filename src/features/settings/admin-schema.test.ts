// Every setting the code reads has a field in Settings (label, help, rule), and every field is a
// setting the code reads: no key that only a database editor could change, no field that does nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSettings as seeded } from '@/seed/seed-data';
import { LAUNCH_STATE_KEYS } from '@/features/launch/keys';
import { SETTING_FIELDS, SETTINGS_GROUPS } from './admin-schema';

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The keys the code reads: setting('key'), siteSettings.key = 'key', inArray(siteSettings.key, [...]), *_KEY = 'key'. */
function keysReadByTheCode(): Set<string> {
  const keys = new Set<string>();
  for (const file of sources(SRC)) {
    if (file.includes(`${path.sep}features${path.sep}settings${path.sep}admin-`)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bsetting\('([a-z_]+)'\)|siteSettings\.key, '([a-z_]+)'|_KEY = '([a-z_]+)'/g))
      keys.add((match[1] ?? match[2] ?? match[3])!);
    for (const match of source.matchAll(/inArray\(siteSettings\.key, \[([^\]]*)\]\)/g)) for (const key of match[1]!.matchAll(/'([a-z_]+)'/g)) keys.add(key[1]!);
  }
  return keys;
}

describe('the settings fields', () => {
  const fieldKeys = SETTING_FIELDS.map((field) => field.key);

  it('cover every setting the code reads and every seeded one, once each', () => {
    const read = keysReadByTheCode();
    expect(read.size).toBeGreaterThan(10);
    // Launch Ready keeps its own state (Pre-launch mode, the test email, the demo marker) on its screen.
    const ownScreen: readonly string[] = LAUNCH_STATE_KEYS;
    expect([...read].filter((key) => !fieldKeys.includes(key) && !ownScreen.includes(key))).toEqual([]);
    expect(seeded.map((setting) => setting.key).filter((key) => !fieldKeys.includes(key))).toEqual([]);
    expect(new Set(fieldKeys).size).toBe(fieldKeys.length);
  });

  it('are each read by the code', () => {
    const read = keysReadByTheCode();
    expect(fieldKeys.filter((key) => !read.has(key))).toEqual([]);
  });

  it('each have a label, a help text and a rule; optional ones take empty', () => {
    for (const field of SETTING_FIELDS) {
      expect(field.label, field.key).not.toBe('');
      expect(field.help.length, field.key).toBeGreaterThan(20);
      if (field.input === 'switch') expect(field.schema.safeParse(true).success).toBe(true);
      else expect(field.schema.safeParse('').success, field.key).toBe(Boolean(field.optional));
    }
    expect(SETTINGS_GROUPS.map((group) => group.title)).toEqual(['Company', 'Links', 'Downloads', 'Visit statistics', 'Sign-up', 'Two-step sign-in']);
  });
});
