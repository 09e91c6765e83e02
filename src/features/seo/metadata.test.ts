import { describe, expect, it, vi } from 'vitest';
import { browserTitle, MAX_TITLE_LENGTH, pageMetadata } from './metadata';
import { readShareImageName } from './share-image-url';

// The generated image's address is signed: a fixed secret, so that no ./data/app-secret is written.
vi.stubEnv('APP_SECRET', 'metadata-test-secret-'.padEnd(40, 'x'));

describe('page titles', () => {
  it('carry the company name when the whole fits in 70 characters', () => {
    expect(browserTitle('About Us')).toBe('About Us | Axion Labs');
    expect(pageMetadata({ title: 'About Us', description: 'd', path: '/about' }).title).toBe('About Us');
  });

  it('drop the company name rather than run past 70 characters', () => {
    const long = 'Teletherapy and Mood-Tracking App for a Mental Health Provider';
    expect(browserTitle(long)).toBe(long);
    expect(browserTitle(long).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(pageMetadata({ title: long, description: 'd', path: '/case-studies/x' }).title).toEqual({ absolute: long });
  });
});

/** The Open Graph and Twitter images of a page's metadata, as plain objects. */
function imagesOf(metadata: ReturnType<typeof pageMetadata>) {
  const og = metadata.openGraph as { images?: unknown[] } | undefined;
  const twitter = metadata.twitter as { card?: string; images?: unknown[] } | undefined;
  return { og: og?.images ?? [], twitter: twitter?.images ?? [], card: twitter?.card };
}

/** The title and label a generated share image's address shows, or null when it is not one of ours. */
function generatedText(url: string) {
  const match = /^\/og\/([^/]+)$/.exec(url);
  return match ? (readShareImageName(match[1]!)?.text ?? null) : null;
}

describe('share images', () => {
  it('without a chosen image, a page shares a generated 1200x630 image of its title, large on Twitter too', () => {
    const { og, twitter, card } = imagesOf(
      pageMetadata({ title: 'How We Build AI Agents', description: 'd', path: '/insights/ai-agents', type: 'article', label: 'Insights' }),
    );
    expect(og).toEqual([{ url: expect.stringMatching(/^\/og\/[\w-]+\.[\w-]+\.png$/), width: 1200, height: 630, alt: 'How We Build AI Agents' }]);
    const url = (og[0] as { url: string }).url;
    expect(generatedText(url)).toEqual({ title: 'How We Build AI Agents', label: 'Insights' });
    expect(twitter).toEqual([{ url, alt: 'How We Build AI Agents' }]);
    expect(card).toBe('summary_large_image');
  });

  it('labels a page inside a section by its section unless told otherwise; a section page itself has no label', () => {
    const textOf = (path: string, label?: string) =>
      generatedText((imagesOf(pageMetadata({ title: 'T', description: 'd', path, label })).og[0] as { url: string }).url);
    expect(textOf('/services/web-development')).toEqual({ title: 'T', label: 'Service' });
    expect(textOf('/case-studies/fintech-app')).toEqual({ title: 'T', label: 'Case study' });
    expect(textOf('/careers/123/apply')).toEqual({ title: 'T', label: 'Careers' });
    expect(textOf('/services')).toEqual({ title: 'T' });
    expect(textOf('/about')).toEqual({ title: 'T' });
    expect(textOf('/about', 'Company')).toEqual({ title: 'T', label: 'Company' });
  });

  it('leaves the company suffix of a meta title out of the image, which shows the brand anyway', () => {
    const { og } = imagesOf(pageMetadata({ title: 'Privacy Policy | Axion Labs', description: 'd', path: '/privacy' }));
    expect(generatedText((og[0] as { url: string }).url)).toEqual({ title: 'Privacy Policy' });
    expect(og[0]).toMatchObject({ alt: 'Privacy Policy | Axion Labs' });
  });

  it('a new title is a new address (the image is cached for ever under it)', () => {
    const urlOf = (title: string) => (imagesOf(pageMetadata({ title, description: 'd', path: '/about' })).og[0] as { url: string }).url;
    expect(urlOf('About Us')).toBe(urlOf('About Us'));
    expect(urlOf('About Us')).not.toBe(urlOf('About Us!'));
  });

  it('the chosen social image wins, with the title as its text when it has none', () => {
    const image = { url: '/media/images/0b0c9e0e-8a39-4c1b-9a43-7f3f4f3b1a11.jpg', width: 1600, height: 900 };
    const { og, twitter, card } = imagesOf(pageMetadata({ title: 'Our Launch', description: 'd', path: '/insights/launch', image }));
    expect(og).toEqual([{ ...image, alt: 'Our Launch' }]);
    expect(twitter).toEqual([{ url: image.url, alt: 'Our Launch' }]);
    expect(card).toBe('summary_large_image');
    expect(imagesOf(pageMetadata({ title: 'Our Launch', description: 'd', path: '/x', image: { ...image, alt: 'The team on stage' } })).og).toEqual([
      { ...image, alt: 'The team on stage' },
    ]);
  });
});
