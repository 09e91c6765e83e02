// Files on the local disk, under one root folder (DATA_DIR/media).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertSafeKey, StoredFileMissingError, type Storage } from './common';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function createLocalStorage(root: string): Storage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const missingAs =
    (key: string) =>
    (error: unknown): never => {
      throw isMissing(error) ? new StoredFileMissingError(key) : error;
    };
  const size = async (key: string) => {
    try {
      const stats = await fs.stat(file(key));
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    put: async (key, body) => {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; the random name keeps two
      // writers of one key from sharing a temporary file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    read: async (key) => fs.readFile(file(key)).catch(missingAs(key)),
    remove: async (key) => fs.rm(file(key), { force: true }),
    exists: async (key) => (await size(key)) !== null,
    size,
    stream: async (key, range) => {
      // Opened here, so a missing file fails this call instead of the stream later on.
      const handle = await fs.open(file(key), 'r').catch(missingAs(key));
      const nodeStream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>;
    },
  };
}
