// What every storage implementation shares: the interface and the rule for keys.
export type ByteRange = {
  /** First byte, from 0. */
  start: number;
  /** Last byte, inclusive (as in an HTTP Range header); it must be below the file's size. */
  end: number;
};

export type Storage = {
  /** Stores the bytes under the key, replacing what was there. Readers never see half a file. */
  put: (key: string, body: Buffer, options?: { contentType?: string }) => Promise<void>;
  /** The whole file; throws StoredFileMissingError when there is none. */
  read: (key: string) => Promise<Buffer>;
  /** Deleting a file that is not there is not an error. */
  remove: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** The file's size in bytes, or null when there is none. */
  size: (key: string) => Promise<number | null>;
  /** The file, or one range of it, as a stream: for big videos, without holding them in memory. */
  stream: (key: string, range?: ByteRange) => Promise<ReadableStream<Uint8Array>>;
};

/** Reading a key that holds no file. Other failures (disk, network, permissions) are thrown as they come. */
export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file at ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

const SAFE_KEY = /^(public|private)\/[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

/** Keys come from the server only; this stops a bug from ever reaching outside the storage root. */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//') || key.endsWith('/')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
