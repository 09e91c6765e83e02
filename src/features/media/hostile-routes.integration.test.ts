// Property-based: hostile addresses and headers on the public file routes (/media/..., the
// signed /api/files/[id] links, /portfolio, the estimate PDF) never get a 5xx nor a stranger's file.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getEstimatePdf } from '@/app/api/estimates/[token]/pdf/route';
import { GET as getFile } from '@/app/api/files/[id]/route';
import { GET as getMedia } from '@/app/media/[...path]/route';
import { GET as getPortfolio } from '@/app/portfolio/route';
import { temporaryDataDir } from '@/test/data-dir';
import { createTestDatabase } from '@/test/database';
import { FC_PARAMS, hostileString } from '@/test/hostile';

temporaryDataDir('hostile-routes-');
beforeAll(async () => {
  await createTestDatabase();
});

const segment = fc.oneof(
  hostileString,
  fc.uuid().map((id) => `${id}.png`),
  fc.constantFrom('..', '.', '', 'uploads', '%2e%2e', 'private', 'applications'),
);
// Range headers must be ASCII to be sent at all.
const range = fc.oneof(
  fc.constant(null),
  fc.constantFrom('bytes=0-', 'bytes=-5', 'bytes=5-1', 'bytes=99999999999999999999-', 'bytes=0-1,2-3', 'items=0-1'),
  fc.string({ maxLength: 20, unit: fc.constantFrom('b', 'y', 't', 'e', 's', '=', '-', '0', '9', ',') }),
);
const query = fc.oneof(
  fc.constant(''),
  fc.webQueryParameters(),
  hostileString.map((s) => new URLSearchParams({ expires: s, signature: s }).toString()),
);

describe('the public file routes under hostile input', () => {
  it('/media/... answers 404 (or 416) to anything the library did not make', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 0, maxLength: 4 }), range, async (segments, rangeHeader) => {
        const headers = new Headers(rangeHeader ? { range: rangeHeader } : {});
        const response = await getMedia(new Request('http://localhost:3000/media/x', { headers }), { params: Promise.resolve({ path: segments }) });
        expect([404, 416]).toContain(response.status);
      }),
      FC_PARAMS,
    );
  });

  it('/api/files/[id] refuses forged or broken links with 403 and a sentence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, fc.uuid()), query, async (id, search) => {
        const response = await getFile(new Request(`http://localhost:3000/api/files/x?${search}`), { params: Promise.resolve({ id }) });
        expect(response.status).toBe(403);
        expect(await response.text()).toMatch(/^This download link (is not valid|has expired)\.$/);
      }),
      FC_PARAMS,
    );
  });

  it('the estimate PDF answers 404 to any token that is not a saved estimate', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, fc.base64String({ minLength: 10, maxLength: 64 })), async (token) => {
        const response = await getEstimatePdf(new Request('http://localhost:3000/api/estimates/x/pdf'), { params: Promise.resolve({ token }) });
        expect(response.status).toBe(404);
        expect(await response.text()).toBe('Estimate not found');
      }),
      FC_PARAMS,
    );
  });

  it('/portfolio sends visitors to the case studies while no portfolio file is set', async () => {
    const response = await getPortfolio();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/case-studies');
  });
});
