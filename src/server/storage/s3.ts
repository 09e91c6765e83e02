// Files in an S3-compatible bucket (Amazon S3, MinIO, Cloudflare R2, Ceph...), one object per key.
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../env';
import { assertSafeKey, StoredFileMissingError, type Storage } from './common';

type Connection = { client: S3Client; sdk: typeof import('@aws-sdk/client-s3') };

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(config: S3Config): Storage {
  // The SDK is loaded on first use, so that servers storing on disk never load it.
  let connection: Promise<Connection> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 demands them: many S3-compatible servers refuse the newer headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket: config.bucket, Key: key };
  };
  const missingAs =
    (key: string) =>
    (error: unknown): never => {
      throw isMissing(error) ? new StoredFileMissingError(key) : error;
    };
  const size = async (key: string) => {
    const target = object(key);
    const { client, sdk } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand(target));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const get = async (key: string, range?: { start: number; end: number }) => {
    const target = object(key);
    const { client, sdk } = await connect();
    const answer = await client
      .send(new sdk.GetObjectCommand({ ...target, Range: range ? `bytes=${range.start}-${range.end}` : undefined }))
      .catch(missingAs(key));
    if (!answer.Body) throw new Error(`Empty answer from the bucket for ${key}`);
    return answer.Body;
  };
  return {
    put: async (key, body, options) => {
      const target = object(key);
      const { client, sdk } = await connect();
      // S3 replaces an object in one step, so readers see the old file or the new one, never half.
      await client.send(new sdk.PutObjectCommand({ ...target, Body: body, ContentLength: body.length, ContentType: options?.contentType }));
    },
    read: async (key) => Buffer.from(await (await get(key)).transformToByteArray()),
    remove: async (key) => {
      const target = object(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand(target));
    },
    exists: async (key) => (await size(key)) !== null,
    size,
    stream: async (key, range) => (await get(key, range)).transformToWebStream() as ReadableStream<Uint8Array>,
  };
}
