// File storage. Keys are made by the server ('private/applications/<uuid>.pdf'); names people
// gave their files are only ever stored as media_files.original_filename. Local disk under
// DATA_DIR/media for now; S3-compatible storage implements the same interface later.
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';

export type Storage = {
  put: (key: string, body: Buffer) => Promise<void>;
  read: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^(public|private)\/[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Unsafe storage key: ${key}`);
}

export function createLocalStorage(root: string): Storage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    put: async (key, body) => {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    read: (key) => fs.readFile(file(key)),
    remove: (key) => fs.rm(file(key), { force: true }),
  };
}

export function getStorage(): Storage {
  return createLocalStorage(path.join(env().dataDir, 'media'));
}
