import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner';

describe('startupBanner', () => {
  it('ends with the setup link between two rules, the link alone on its line, after Ready on', () => {
    const setupUrl = 'http://localhost:3000/setup?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const banner = startupBanner({ url: 'http://localhost:3000', setupUrl });
    const lines = banner.trimEnd().split('\n');
    expect(banner.indexOf('Ready on http://localhost:3000')).toBeLessThan(banner.indexOf(setupUrl));
    expect(lines.at(-1)).toMatch(/^ {2}━+$/);
    const top = lines.findIndex((line) => /^ {2}━+$/.test(line));
    expect(top).toBeLessThan(lines.length - 1);
    expect(lines[top]).toBe(lines.at(-1));
    // Wide enough for the link, which stands on its own line without any border character.
    expect(lines.at(-1)!.trim().length).toBeGreaterThanOrEqual(setupUrl.length);
    expect(lines).toContain(`   ${setupUrl}`);
    expect(banner).toContain('No administrator yet. Create the first one with this link');
  });

  it('without a setup link ends with Ready on and the sign-in address', () => {
    expect(startupBanner({ url: 'http://localhost:3000', setupUrl: null })).toBe(
      '\n  Ready on http://localhost:3000\n  Staff sign in at http://localhost:3000/ax-admin-panel\n\n',
    );
  });
});
