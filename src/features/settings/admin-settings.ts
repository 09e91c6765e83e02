// The Settings writes, as plain functions over the database (admin-actions.ts calls them after
// the role check; the integration tests call them directly). One group's save is one transaction
// with an audit entry per changed setting, then the 'site' cache is dropped so the header,
// footer and pages show the change on the next request.
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { mediaFiles, siteSettings } from '@/server/db/schema';
import { siteSettings as seededSettings } from '@/seed/seed-data';
import { settingsGroup, STORED_TYPE, type SettingField, type SettingsGroupInput } from './admin-schema';

/** A refusal that belongs to one field: the form shows it beside that field. */
export class SettingFieldError extends CrudError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message, 400);
  }
}

const isSecretKey = (key: string) => key.endsWith('_secret');

/** Saves one group's settings; answers the keys whose value changed (none: nothing written). */
export async function writeSettingsGroup(db: Database, actor: CrudActor, input: SettingsGroupInput): Promise<{ changed: string[] }> {
  const group = settingsGroup(input.group);
  const changed = await db.transaction(async (tx) => {
    const keys = group.fields.map((field) => field.key);
    const before = await tx.select().from(siteSettings).where(inArray(siteSettings.key, keys)).for('update');
    const keysChanged: string[] = [];
    const fields: readonly SettingField[] = group.fields;
    for (const field of fields) {
      const value = input.values[field.key]!;
      if (field.input === 'pdf' && value !== '') {
        const [file] = await tx
          .select({ mimeType: mediaFiles.mimeType })
          .from(mediaFiles)
          .where(eq(mediaFiles.id, value as string));
        if (!file) throw new SettingFieldError(field.key, `The file chosen for the ${field.label} is no longer in the media library. Choose another one.`);
        if (file.mimeType !== 'application/pdf') throw new SettingFieldError(field.key, `The ${field.label} must be a PDF file.`);
      }
      const row = before.find((setting) => setting.key === field.key);
      // Unchanged; a setting never saved is unchanged while it keeps its default (UTC for the time zone).
      // A stored text that reads as a number ('2018') comes back from the jsonb column as a number.
      const storedValue = typeof row?.value === 'number' ? String(row.value) : row?.value;
      if (row ? storedValue === value : value === (field.input === 'switch' ? field.defaultValue === 'true' : field.defaultValue)) continue;
      // A setting the database lacks (an install older than it) is created with its seeded description.
      const description = row?.description ?? seededSettings.find((setting) => setting.key === field.key)?.description ?? field.help;
      await tx
        .insert(siteSettings)
        .values({ key: field.key, value, description, type: STORED_TYPE[field.input] })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
      await recordAudit(tx, {
        action: row ? 'site_setting.update' : 'site_setting.create',
        actor,
        ipAddress: actor.ipAddress,
        entityType: 'site_setting',
        entityId: field.key,
        // A secret (the webhook signing key) is never copied into the audit log.
        details: isSecretKey(field.key)
          ? { key: field.key, group: group.id, value: '[redacted]' }
          : { key: field.key, group: group.id, value, ...(row && { previousValue: row.value }) },
      });
      keysChanged.push(field.key);
    }
    return keysChanged;
  });
  if (changed.length > 0) invalidateCacheTags('site');
  return { changed };
}
