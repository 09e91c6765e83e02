// The Site Settings and Contact Info writes, as plain functions over the database
// (admin-actions.ts calls them after the role check; the integration tests call them directly).
// Each write is one transaction with its audit entry, then the 'site' cache is dropped so the
// header, footer and contact page show the change on the next request.
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError, notFound, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { mediaFiles, siteSettings } from '@/server/db/schema';
import { siteSettings as seededSettings } from '@/server/db/seed-data';
import { checkSettingValue, CONTACT_SETTING_KEYS, CONTACT_SETTINGS, type ContactInfoInput, type SiteSettingInput } from './admin-schema';

const isSecretKey = (key: string) => key.endsWith('_secret');

/** Adds a setting (mode 'create') or changes one's value and description (upsert by key). */
export async function writeSiteSetting(db: Database, actor: CrudActor, input: SiteSettingInput): Promise<{ key: string; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.key, input.key)).for('update');
    if (input.mode === 'create' && before) throw new CrudError(`A setting with the key ${input.key} already exists. Edit it in the list instead.`, 409);
    if (input.mode === 'update' && !before) throw notFound('setting');
    const type = before?.type ?? input.type;
    const checked = checkSettingValue(input.key, type, input.value);
    if (!checked.ok) throw new CrudError(checked.message, 400);
    if (type === 'media' && checked.value) {
      const [file] = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, checked.value as string));
      if (!file) throw new CrudError(`No file in the media library has the id given for ${input.key}.`, 400);
    }
    await tx
      .insert(siteSettings)
      .values({ key: input.key, value: checked.value, description: input.description, type })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: checked.value, description: input.description, updatedAt: new Date() } });
    const created = !before;
    await recordAudit(tx, {
      action: created ? 'site_setting.create' : 'site_setting.update',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'site_setting',
      entityId: input.key,
      // A secret (the webhook signing key) is never copied into the audit log.
      details: isSecretKey(input.key) ? { key: input.key, type, value: '[redacted]' } : { key: input.key, type, value: checked.value, ...(before && { previousValue: before.value }) },
    });
    return { key: input.key, created };
  });
  invalidateCacheTags('site');
  return result;
}

/** The four contact settings in one transaction (a missing one is created with its seeded description). */
export async function writeContactInfo(db: Database, actor: CrudActor, input: ContactInfoInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, CONTACT_SETTING_KEYS)).for('update');
    const changed: Record<string, { from: unknown; to: string }> = {};
    for (const key of CONTACT_SETTING_KEYS) {
      const { field, type } = CONTACT_SETTINGS[key];
      const value = input[field];
      const previous = before.find((row) => row.key === key)?.value;
      if (previous !== value) changed[key] = { from: previous ?? null, to: value };
      const description = seededSettings.find((setting) => setting.key === key)?.description ?? null;
      await tx
        .insert(siteSettings)
        .values({ key, value, description, type })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
    }
    await recordAudit(tx, { action: 'site_settings.contact_info', actor, ipAddress: actor.ipAddress, entityType: 'site_setting', entityId: 'contact_info', details: { changed } });
  });
  invalidateCacheTags('site');
}
