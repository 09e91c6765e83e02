import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('configuration', () => {
  it('has working defaults: embedded database in ./data on port 3000', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, SEED_DEMO_CONTENT: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('data'));
  });

  it('names every bad variable in one message', () => {
    const parse = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/site', SEED_DEMO_CONTENT: 'maybe' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/PORT:/);
    expect(parse).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(parse).toThrow(/SEED_DEMO_CONTENT:/);
  });

  it('derives the public address from the port unless SITE_URL is set', () => {
    expect(parseEnv({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(parseEnv({ SITE_URL: 'https://www.axionlabs.dev/' }).siteUrl).toBe('https://www.axionlabs.dev');
    expect(() => parseEnv({ SITE_URL: 'www.axionlabs.dev' })).toThrow(/SITE_URL: must be an http\(s\) URL/);
  });

  it('takes LOG_FORMAT pretty or json, nothing else', () => {
    expect(parseEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(parseEnv({}).LOG_FORMAT).toBeUndefined();
    expect(() => parseEnv({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT: must be pretty or json/);
  });

  it('treats an empty variable as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('takes media uploads up to 25 MB unless MEDIA_MAX_UPLOAD_MB says otherwise', () => {
    expect(parseEnv({}).mediaMaxUploadBytes).toBe(25 * 1024 * 1024);
    expect(parseEnv({ MEDIA_MAX_UPLOAD_MB: '100' }).mediaMaxUploadBytes).toBe(100 * 1024 * 1024);
    for (const bad of ['0', '2049', '2.5', 'lots']) {
      expect(() => parseEnv({ MEDIA_MAX_UPLOAD_MB: bad }), bad).toThrow(/MEDIA_MAX_UPLOAD_MB: must be a whole number of megabytes from 1 to 2048/);
    }
  });

  it('stores media on disk unless S3_BUCKET is set, then in that bucket', () => {
    expect(parseEnv({}).s3).toBeUndefined();
    expect(parseEnv({ S3_BUCKET: 'agency-media' }).s3).toEqual({
      bucket: 'agency-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      parseEnv({
        S3_BUCKET: 'media',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'media',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
  });

  it('names the S3 variable that is wrong or missing', () => {
    expect(() => parseEnv({ S3_BUCKET: 'My_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE:/);
    expect(() => parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'minio' })).toThrow(/S3_SECRET_ACCESS_KEY: must be set too when S3_ACCESS_KEY_ID is set/);
    expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: must be set when S3_ENDPOINT is set/);
  });
});
