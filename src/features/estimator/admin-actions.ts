'use server';

import { deleteSchema, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import { getDb } from '@/server/db/client';
import { removeFeature, removeProjectType, removeRateCard, writeEstimatorSettings, writeFeature, writeProjectType, writeRateCard } from './admin-data';
import { estimatorSettingsInputSchema, featureInputSchema, projectTypeInputSchema, rateCardInputSchema } from './admin-schema';

// Project types and features are content (editors); rate cards and the pricing settings set
// what the agency charges (admins).

export async function saveProjectType(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = projectTypeInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeProjectType(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Project type created successfully' : 'Project type updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save project type');
}

export async function deleteProjectType(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeProjectType(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Project type deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete project type');
}

export async function saveFeature(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('editor', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = featureInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeFeature(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Feature created successfully' : 'Feature updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save feature');
}

export async function deleteFeature(input: unknown): Promise<ActionResult> {
  return guarded('editor', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeFeature(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Feature deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete feature');
}

export async function saveRateCard(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('admin', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = rateCardInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeRateCard(await getDb(), await actorOf(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Rate card created successfully' : 'Rate card updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save rate card');
}

export async function deleteRateCard(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeRateCard(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Rate card deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete rate card');
}

export async function saveEstimatorSettings(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = estimatorSettingsInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    await writeEstimatorSettings(await getDb(), await actorOf(user), parsed.data);
    return { ok: true, message: 'Estimator settings saved' };
  }, 'Failed to save estimator settings');
}
