// Site settings in the content API (/api/v1/settings, admin keys only, decision 087): the fields of
// Settings in the admin, by key. A PATCH changes the keys it sends, group by group, with the
// admin form's own schema, sentences and write (audited under the key's name).
import 'server-only';
import { z } from 'zod';
import { keyActor } from '@/features/api-keys/keys';
import { operation } from '@/features/api/operation';
import { ApiProblem, invalid, type FieldProblem } from '@/features/api/problem';
import type { Database } from '@/server/db/client';
import { loadSettingsForm } from './admin-queries';
import { SETTING_FIELDS, SETTINGS_GROUPS, settingsGroupInputSchema, type SettingsGroupInput } from './admin-schema';
import { SettingFieldError, writeSettingsGroup } from './admin-settings';

const settingsSchema = z.object({ data: z.array(z.object({ key: z.string(), label: z.string(), value: z.union([z.string(), z.boolean()]) })) });

async function readSettings(db: Database) {
  const { values } = await loadSettingsForm(db);
  return { data: SETTING_FIELDS.map((field) => ({ key: field.key, label: field.label, value: values[field.key]! })) };
}

export const SETTINGS_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/settings',
    tag: 'Settings',
    summary: 'Read the site settings',
    description: 'Every setting of Settings in the admin, by key, with its label. Admin keys only.',
    access: 'admin',
    response: settingsSchema,
    status: 200,
    problems: [],
    async run({ db }) {
      return { body: await readSettings(db) };
    },
  }),
  operation({
    method: 'PATCH',
    path: '/settings',
    tag: 'Settings',
    summary: 'Change site settings',
    description:
      'An object of `key: value` (text, or true/false for a switch); the keys not sent stay. The same rules and sentences as Settings in the admin. Admin keys only.',
    access: 'admin',
    body: z.record(z.string(), z.union([z.string(), z.boolean()], 'Each value is text, or true/false for a switch.')),
    response: settingsSchema,
    status: 200,
    problems: [],
    async run({ db, key, body, ip }) {
      const unknown = Object.keys(body).filter((name) => !SETTING_FIELDS.some((field) => field.key === name));
      if (unknown.length) throw invalid(unknown.map((name) => ({ path: name, message: `There is no setting ${name}: see GET /settings for the keys.` })));
      const { values } = await loadSettingsForm(db);
      // Checked group by group as the admin's form sends them, every group before anything is written.
      const groups: SettingsGroupInput[] = [];
      const problems: FieldProblem[] = [];
      for (const group of SETTINGS_GROUPS) {
        if (!group.fields.some((field) => field.key in body)) continue;
        const parsed = settingsGroupInputSchema.safeParse({
          group: group.id,
          values: Object.fromEntries(group.fields.map((field) => [field.key, field.key in body ? body[field.key] : values[field.key]])),
        });
        if (parsed.success) groups.push(parsed.data as SettingsGroupInput);
        else problems.push(...parsed.error.issues.map((issue) => ({ path: String(issue.path.at(-1) ?? group.id), message: issue.message })));
      }
      if (problems.length) throw invalid(problems);
      try {
        for (const group of groups) await writeSettingsGroup(db, keyActor(key!, ip), group);
      } catch (error) {
        if (error instanceof SettingFieldError) throw new ApiProblem(400, error.message, [{ path: error.field, message: error.message }]);
        throw error;
      }
      return { body: await readSettings(db) };
    },
  }),
];
