import { describe, expect, it, vi } from 'vitest';
import { MAX_PATH_LENGTH } from '@/server/request-guard';
import { signature } from '@/server/signing';
import { readShareImageName, shareImageUrl } from './share-image-url';

vi.stubEnv('APP_SECRET', 'share-image-test-secret-'.padEnd(40, 'x'));

const nameOf = (url: string) => url.slice('/og/'.length);

describe('share image addresses', () => {
  it('carry the title and label, signed, and read back as they were given', () => {
    const url = shareImageUrl({ title: 'Über naïve café — “quotes”', label: 'Case study' });
    expect(url).toMatch(/^\/og\/[\w-]+\.[\w-]+\.png$/);
    expect(readShareImageName(nameOf(url))?.text).toEqual({ title: 'Über naïve café — “quotes”', label: 'Case study' });
    expect(readShareImageName(nameOf(shareImageUrl({ title: 'No label' })))?.text).toEqual({ title: 'No label' });
  });

  it('refuse a changed title, a changed signature, another secret and garbage', () => {
    const name = nameOf(shareImageUrl({ title: 'About Us' }));
    const [payload, given] = name.slice(0, -'.png'.length).split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([1, 'Buy cheap pills'])).toString('base64url');
    expect(readShareImageName(`${forged}.${given}.png`)).toBeNull();
    expect(readShareImageName(`${payload}.${given.slice(0, -1)}${given.at(-1) === 'A' ? 'B' : 'A'}.png`)).toBeNull();
    expect(readShareImageName(`${forged}.${signature(forged, 'y'.repeat(40))}.png`)).toBeNull();
    for (const garbage of ['', '.png', 'x.png', `${payload}.png`, `${payload}.${given}`, `${payload}.${given}.jpg`, `${name}.png`, 'a.b.c.png']) {
      expect(readShareImageName(garbage), garbage).toBeNull();
    }
  });

  it('a signed payload that is not our shape is refused too', () => {
    const signed = (text: string) => {
      const payload = Buffer.from(text).toString('base64url');
      // Signed as shareImageUrl signs: the purpose, then the payload.
      return `${payload}.${signature(`share-image:${payload}`)}.png`;
    };
    expect(readShareImageName(signed(JSON.stringify([1, 'Fine'])))?.text).toEqual({ title: 'Fine' });
    for (const text of ['not json', '{"t":"x"}', '[1]', '[1, 2]', '["1", "x"]', 'null']) expect(readShareImageName(signed(text)), text).toBeNull();
  });

  it('cut a long title, so that the address stays well inside what the server takes', () => {
    const long = '😀 Привет '.repeat(100);
    const url = shareImageUrl({ title: long, label: 'L'.repeat(200) });
    expect(url.length).toBeLessThan(MAX_PATH_LENGTH);
    const text = readShareImageName(nameOf(url))!.text;
    expect(Array.from(text.title)).toHaveLength(140);
    expect(text.title.endsWith('…')).toBe(true);
    expect(Array.from(text.label!)).toHaveLength(40);
  });
});
