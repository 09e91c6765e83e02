import 'server-only';
import { cache } from 'react';
import { getDb } from '@/server/db/client';
import { findEstimateByToken } from './estimates';

/** The saved estimate of an estimator link's `?estimate=`, or null; read once per request (metadata, 404 check, block). */
export const savedEstimate = cache(async (token: string) => findEstimateByToken(await getDb(), token));
