// One behaviour for every storage: the local disk always, and an S3-compatible bucket either on
// the server named by TEST_S3_ENDPOINT or, by default, on a local s3rver the test starts itself.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, createS3Storage, StoredFileMissingError, type Storage } from './index';
import type { S3Config } from '../env';

const temporaryFolders: string[] = [];
function temporaryFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  temporaryFolders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of temporaryFolders) fs.rmSync(folder, { recursive: true, force: true });
});

const collect = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

const UNSAFE_KEYS = [
  '../outside.txt',
  'public/../../outside.txt',
  'public/a/../../../outside.txt',
  '/public/absolute.png',
  'uploads/no-visibility.png',
  'public//double.png',
  'public/',
  'public/Upper.PNG',
  'public/name with spaces.png',
  'public\\windows.png',
  'public/original name from a visitor.pdf',
];

function storageContract(name: string, open: () => Storage) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    // Fresh keys per test, removed at the end: an external bucket may be shared with others.
    const used: string[] = [];
    const key = (extension = 'bin', visibility: 'public' | 'private' = 'public') => {
      used.push(`${visibility}/contract/${randomUUID()}.${extension}`);
      return used.at(-1)!;
    };

    beforeAll(() => {
      storage = open();
    });
    afterAll(async () => {
      await Promise.all(used.map((stored) => storage.remove(stored)));
    });

    it('gives back exactly the bytes it was given, every byte value intact', async () => {
      const stored = key('png');
      const bytes = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
        Buffer.from('\r\n\0end'),
      ]);
      await storage.put(stored, bytes, { contentType: 'image/png' });
      expect((await storage.read(stored)).equals(bytes)).toBe(true);
      expect(await storage.exists(stored)).toBe(true);
      expect(await storage.size(stored)).toBe(bytes.length);
    });

    it('keeps the current methods working for existing callers: put and read without options', async () => {
      const stored = key('pdf', 'private');
      await storage.put(stored, Buffer.from('%PDF-1.7 cv'));
      expect((await storage.read(stored)).toString()).toBe('%PDF-1.7 cv');
    });

    it('replaces a file written again under the same key', async () => {
      const stored = key('txt');
      await storage.put(stored, Buffer.from('first version, the longer one'));
      await storage.put(stored, Buffer.from('second'));
      expect((await storage.read(stored)).toString()).toBe('second');
      expect(await storage.size(stored)).toBe(6);
    });

    it('stores an empty file', async () => {
      const stored = key('txt');
      await storage.put(stored, Buffer.alloc(0));
      expect(await storage.exists(stored)).toBe(true);
      expect((await storage.read(stored)).length).toBe(0);
    });

    it('forgets a removed file: reading it fails with StoredFileMissingError', async () => {
      const stored = key('docx', 'private');
      await storage.put(stored, Buffer.from('PK\x03\x04 word/document.xml'));
      await storage.remove(stored);
      await expect(storage.read(stored)).rejects.toBeInstanceOf(StoredFileMissingError);
      await expect(storage.stream(stored)).rejects.toBeInstanceOf(StoredFileMissingError);
      expect(await storage.exists(stored)).toBe(false);
      expect(await storage.size(stored)).toBeNull();
    });

    it('removes a key that holds no file without complaint', async () => {
      await expect(storage.remove(key())).resolves.toBeUndefined();
      await expect(storage.read(key())).rejects.toThrow(/No stored file at public\/contract\//);
    });

    it('keeps files under different keys apart', async () => {
      const [first, second] = [key(), key()];
      await storage.put(first, Buffer.from('one'));
      await storage.put(second, Buffer.from('two'));
      await storage.remove(first);
      expect((await storage.read(second)).toString()).toBe('two');
    });

    it('refuses keys the server did not make, before touching anything', async () => {
      for (const unsafe of UNSAFE_KEYS) {
        await expect(storage.put(unsafe, Buffer.from('x')), unsafe).rejects.toThrow(`Unsafe storage key: ${unsafe}`);
        await expect(storage.read(unsafe), unsafe).rejects.toThrow('Unsafe storage key');
        await expect(storage.remove(unsafe), unsafe).rejects.toThrow('Unsafe storage key');
        await expect(storage.exists(unsafe), unsafe).rejects.toThrow('Unsafe storage key');
        await expect(storage.stream(unsafe), unsafe).rejects.toThrow('Unsafe storage key');
      }
    });

    it('stores and returns a 5 MB file unchanged, whole or streamed', async () => {
      const stored = key('mp4');
      const bytes = randomBytes(5 * 1024 * 1024);
      await storage.put(stored, bytes, { contentType: 'video/mp4' });
      expect(await storage.size(stored)).toBe(bytes.length);
      expect((await storage.read(stored)).equals(bytes)).toBe(true);
      expect((await collect(await storage.stream(stored))).equals(bytes)).toBe(true);
    });

    it('streams one byte range of a file, as a video player asks for it', async () => {
      const stored = key('mp4');
      const bytes = randomBytes(300_000);
      await storage.put(stored, bytes);
      // Safari's first probe asks for the first two bytes.
      expect((await collect(await storage.stream(stored, { start: 0, end: 1 }))).equals(bytes.subarray(0, 2))).toBe(true);
      expect((await collect(await storage.stream(stored, { start: 65_530, end: 200_000 }))).equals(bytes.subarray(65_530, 200_001))).toBe(true);
      expect((await collect(await storage.stream(stored, { start: 299_990, end: 299_999 }))).equals(bytes.subarray(299_990))).toBe(true);
    });
  });
}

storageContract('local disk', () => createLocalStorage(temporaryFolder()));

describe('local disk storage layout', () => {
  it('keeps each file at DATA_DIR/media/<key>, with no temporary files left beside it', async () => {
    const root = temporaryFolder();
    const storage = createLocalStorage(root);
    await storage.put('public/media/logo.png', Buffer.from('first'));
    await storage.put('public/media/logo.png', Buffer.from('second'));
    expect(fs.readFileSync(path.join(root, 'public/media/logo.png'), 'utf8')).toBe('second');
    expect(fs.readdirSync(path.join(root, 'public/media'))).toEqual(['logo.png']);
  });

  it('writes nothing outside its folder for an unsafe key', async () => {
    const parent = temporaryFolder();
    const storage = createLocalStorage(path.join(parent, 'media'));
    await expect(storage.put('public/../../escaped.txt', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    expect(fs.readdirSync(parent)).toEqual([]);
  });
});

// Where the S3 suite runs: a server someone configured, else an s3rver started here.
type S3Target = { config: S3Config; stop: () => Promise<void> };

const configuredEndpoint = process.env.TEST_S3_ENDPOINT;
const s3rverModule = configuredEndpoint ? undefined : await import('s3rver').catch(() => undefined);
const s3Available = Boolean(configuredEndpoint || s3rverModule);
if (!s3Available) {
  console.warn(
    'Skipping the S3 storage contract tests: set TEST_S3_ENDPOINT (with TEST_S3_BUCKET, TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY) or install the dev dependency s3rver.',
  );
}

async function startS3Target(): Promise<S3Target> {
  if (configuredEndpoint) {
    const env = process.env;
    return {
      config: {
        bucket: env.TEST_S3_BUCKET ?? 'media-test',
        region: env.TEST_S3_REGION ?? 'us-east-1',
        endpoint: configuredEndpoint,
        forcePathStyle: env.TEST_S3_FORCE_PATH_STYLE !== 'false',
        credentials:
          env.TEST_S3_ACCESS_KEY_ID && env.TEST_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.TEST_S3_ACCESS_KEY_ID, secretAccessKey: env.TEST_S3_SECRET_ACCESS_KEY }
            : undefined,
      },
      stop: async () => {},
    };
  }
  const S3rver = s3rverModule!.default;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: temporaryFolder(), configureBuckets: [{ name: 'media-test' }] });
  const { port } = await server.run();
  return {
    // S3RVER/S3RVER is s3rver's built-in key pair.
    config: {
      bucket: 'media-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    stop: () => server.close(),
  };
}

describe.skipIf(!s3Available)(`S3-compatible (${configuredEndpoint ? `TEST_S3_ENDPOINT ${configuredEndpoint}` : 'local s3rver'})`, () => {
  let target: S3Target;
  beforeAll(async () => {
    target = await startS3Target();
  });
  afterAll(async () => {
    await target?.stop();
  });

  storageContract('S3', () => createS3Storage(target.config));

  it('records the content type on the object, for anyone serving the bucket directly', async () => {
    const { S3Client, HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const storage = createS3Storage(target.config);
    const key = `public/contract/${randomUUID()}.webp`;
    await storage.put(key, Buffer.from('RIFF....WEBP'), { contentType: 'image/webp' });
    const client = new S3Client({ ...target.config, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    const head = await client.send(new HeadObjectCommand({ Bucket: target.config.bucket, Key: key }));
    await storage.remove(key);
    expect(head.ContentType).toBe('image/webp');
  });

  it('is what getStorage() gives when S3_BUCKET is set, and the local disk otherwise', async () => {
    const dataDir = temporaryFolder();
    const bucket = createS3Storage(target.config);
    const key = `public/contract/${randomUUID()}.txt`;
    try {
      vi.stubEnv('DATA_DIR', dataDir);
      vi.stubEnv('S3_BUCKET', target.config.bucket);
      vi.stubEnv('S3_REGION', target.config.region);
      vi.stubEnv('S3_ENDPOINT', target.config.endpoint!);
      vi.stubEnv('S3_FORCE_PATH_STYLE', String(target.config.forcePathStyle));
      vi.stubEnv('S3_ACCESS_KEY_ID', target.config.credentials?.accessKeyId ?? '');
      vi.stubEnv('S3_SECRET_ACCESS_KEY', target.config.credentials?.secretAccessKey ?? '');
      vi.resetModules();
      await (await import('./index')).getStorage().put(key, Buffer.from('in the bucket'));
      expect((await bucket.read(key)).toString()).toBe('in the bucket');
      expect(fs.existsSync(path.join(dataDir, 'media', key))).toBe(false);

      for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) vi.stubEnv(name, '');
      vi.resetModules();
      await (await import('./index')).getStorage().put(key, Buffer.from('on disk'));
      expect(fs.readFileSync(path.join(dataDir, 'media', key), 'utf8')).toBe('on disk');
      expect((await bucket.read(key)).toString()).toBe('in the bucket');
    } finally {
      await bucket.remove(key);
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
