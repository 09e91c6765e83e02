import { describe, expect, it } from 'vitest';
import { detectMediaType, servedContentType } from './file-type';
import { keyFromMediaPath, mediaKey, publicMediaUrl } from './keys';
import { formatFileSize, sizeRefusalMessage } from './admin-schema';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0], 'isommp41');

describe('detectMediaType', () => {
  it('recognises every accepted image, video and document by its first bytes', () => {
    const cases: [Buffer, string, string][] = [
      [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png', 'image/png'],
      [bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpg', 'image/jpeg'],
      [bytes('GIF89a', [1, 0, 1, 0]), 'gif', 'image/gif'],
      [bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp', 'image/webp'],
      [ftyp('avif'), 'avif', 'image/avif'],
      [bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'svg', 'image/svg+xml'],
      [ftyp('isom'), 'mp4', 'video/mp4'],
      [ftyp('qt  '), 'mov', 'video/quicktime'],
      [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'webm', 'video/webm'],
      [bytes('%PDF-1.7\n'), 'pdf', 'application/pdf'],
      [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'doc', 'application/msword'],
      [bytes([0x50, 0x4b, 0x03, 0x04], '....word/document.xml'), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ];
    for (const [content, extension, mimeType] of cases) expect(detectMediaType(content), extension).toMatchObject({ extension, mimeType });
  });

  it('refuses executables, archives, HTML, HEIC and other Matroska files, whatever they are called', () => {
    for (const content of [
      bytes('MZ', [0x90, 0, 3, 0, 0, 0]),
      bytes([0x7f], 'ELF', [2, 1, 1]),
      bytes('#!/bin/sh\nrm -rf /\n'),
      bytes([0x50, 0x4b, 0x03, 0x04], 'payload.exe'),
      bytes('<html><script>alert(1)</script></html>'),
      bytes('<?xml version="1.0"?><html><svg></svg></html>'),
      ftyp('heic'),
      bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'),
      Buffer.alloc(0),
    ]) {
      expect(detectMediaType(content)).toBeNull();
    }
  });
});

describe('serving stored files', () => {
  it('shows images, videos and PDFs inline; SVG and Word files only as downloads', () => {
    expect(servedContentType('png')).toEqual({ contentType: 'image/png', inline: true });
    expect(servedContentType('pdf')).toEqual({ contentType: 'application/pdf', inline: true });
    expect(servedContentType('svg')).toEqual({ contentType: 'image/svg+xml', inline: false });
    expect(servedContentType('docx').inline).toBe(false);
    expect(servedContentType('exe')).toEqual({ contentType: 'application/octet-stream', inline: false });
  });

  it('maps /media/<folder>/<name> to the stored key, and nothing else', () => {
    const name = '6f1c2b9e-0d0e-4a57-9d0c-1f2e3d4c5b6a.png';
    expect(publicMediaUrl(mediaKey('uploads', name))).toBe(`/media/uploads/${name}`);
    expect(keyFromMediaPath(['uploads', name])).toEqual({ key: `public/media/uploads/${name}`, extension: 'png' });
    expect(keyFromMediaPath(['uploads', name.replace('.png', '-w480.webp')])?.extension).toBe('webp');
    for (const segments of [['..', name], ['uploads', '..', name], ['uploads', 'setup.png'], ['Uploads', name], [name], ['private', 'applications', name]]) {
      expect(keyFromMediaPath(segments)).toBeNull();
    }
    expect(publicMediaUrl('private/applications/x.pdf')).toBeNull();
  });
});

describe('sizes and limits', () => {
  it('shows sizes in Bytes, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(250 * 1024)).toBe('250 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatFileSize(3.2 * 1024 ** 3)).toBe('3.2 GB');
  });

  it('names the file and the limit', () => {
    expect(sizeRefusalMessage('big.mov', 25 * 1024 * 1024)).toBe('"big.mov" is larger than the 25 MB limit.');
  });
});
