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

  it('treats an empty variable as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });
});
