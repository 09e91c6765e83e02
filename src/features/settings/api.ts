// Site settings in the content API (/api/v1/settings, admin keys only, decision 087): the fields of
// Settings in the admin, by key, secrets left out (a key that can read them could sign webhooks).
import 'server-only';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '@/features/api/operation';
import { siteSettings } from '@/server/db/schema';
import { SETTING_FIELDS } from './admin-schema';

const READABLE = SETTING_FIELDS.filter((field) => field.input !== 'secret');

export const SETTINGS_OPERATIONS = [
  operation({
    method: 'GET',
    path: '/settings',
    tag: 'Settings',
    summary: 'Read the site settings',
    description: 'Every setting of Settings in the admin except secrets, with its label. Admin keys only.',
    access: 'admin',
    response: z.object({ data: z.array(z.object({ key: z.string(), label: z.string(), value: z.unknown() })) }),
    status: 200,
    problems: [401, 403, 429],
    async run({ db }) {
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, READABLE.map((field) => field.key)));
      const values = new Map(rows.map((row) => [row.key, row.value]));
      return { body: { data: READABLE.map((field) => ({ key: field.key, label: field.label, value: values.get(field.key) ?? null })) } };
    },
  }),
];
