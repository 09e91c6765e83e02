import { describe, expect, it } from 'vitest';
import { accessLogLevel } from './access-log';

describe('accessLogLevel', () => {
  it('logs pages, actions, API calls and downloads at info', () => {
    for (const path of ['/', '/services', '/contact', '/admin/leads', '/api/files/1f2e', '/portfolio', '/robots.txt', '/sitemap.xml'])
      expect(accessLogLevel(path, 200), path).toBe('info');
  });

  it('logs build files, images, icons, media files and health probes at debug', () => {
    for (const path of [
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/favicon.ico',
      '/icon.svg',
      '/media/public/media/logo.png',
      '/api/health',
      '/api/ready',
      '/visit.js',
      '/api/visit',
    ])
      expect(accessLogLevel(path, 200), path).toBe('debug');
    expect(accessLogLevel('/_next/static/chunks/app.js', 304)).toBe('debug');
  });

  it('keeps a failed static request at info', () => {
    expect(accessLogLevel('/_next/static/chunks/gone.js', 404)).toBe('info');
    expect(accessLogLevel('/api/ready', 503)).toBe('info');
  });
});
