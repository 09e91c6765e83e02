import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { projectFeatures, projectTypes } from '../src/server/db/schema';

/** Ids of an active project type and features, read straight from the database. */
export async function getEstimatorDataFrom(db: Database) {
  const [type] = await db.select({ id: projectTypes.id }).from(projectTypes).where(eq(projectTypes.isActive, true)).orderBy(asc(projectTypes.name)).limit(1);
  const features = await db
    .select({ id: projectFeatures.id })
    .from(projectFeatures)
    .where(eq(projectFeatures.isActive, true))
    .orderBy(asc(projectFeatures.name));
  return { projectTypeId: type!.id, featureIds: features.map((f) => f.id) };
}
