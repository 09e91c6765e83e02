// File storage: one interface, on local disk under DATA_DIR/media (the default) or in an
// S3-compatible bucket when S3_BUCKET is set. Keys are made by the server
// ('private/applications/<uuid>.pdf'); names people gave their files are only ever stored as
// media_files.original_filename.
import path from 'node:path';
import { env } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './common';

export { assertSafeKey, StoredFileMissingError, type ByteRange, type Storage } from './common';
export { createLocalStorage, createS3Storage };

let shared: Storage | undefined;

export function getStorage(): Storage {
  // One instance per process: the S3 client keeps its connections open between requests.
  const { s3, dataDir } = env();
  shared ??= s3 ? createS3Storage(s3) : createLocalStorage(path.join(dataDir, 'media'));
  return shared;
}
