// Ten uploads made to cost the server, checked at once as ten requests would have them checked:
// each is refused, and the process grows by less than 100 MB while they are
// (docs/decisions/095-bounded-upload-checks.md).
import { describe, expect, it } from 'vitest';
import { documentProblem } from '@/server/storage/document-check';
import { detectDocumentType } from '@/server/storage/document-type';
import {
  bigArrayPdf,
  commentSvg,
  flatSvg,
  hugePng,
  manyEntriesDocx,
  manyObjectsPdf,
  nestedSvg,
  objectStreamBombPdf,
  pageTreeLoopPdf,
  zipBombDocx,
} from '@/test/hostile-files';
import { detectMediaType } from './file-type';
import { describeImage, ImageRefused } from './images';

/** What the CV, form file and media checks answer: a document's problem, an image's refusal, or 'not media'. */
async function checkAsUploaded(bytes: Buffer): Promise<string | null> {
  const document = detectDocumentType(bytes);
  if (document) return documentProblem(bytes, document.extension);
  const media = detectMediaType(bytes);
  if (!media) return 'not media';
  try {
    await describeImage(bytes, media);
    return null;
  } catch (error) {
    if (error instanceof ImageRefused) return 'refused';
    throw error;
  }
}

describe('hostile uploads at once', () => {
  it('are each refused, and ten at once grow the process by less than 100 MB', { timeout: 60_000 }, async () => {
    const files = [
      await zipBombDocx(),
      await zipBombDocx({ lying: true }),
      manyEntriesDocx(50_000),
      manyObjectsPdf(500_000),
      bigArrayPdf(4_000_000),
      await objectStreamBombPdf(100),
      pageTreeLoopPdf(40),
      commentSvg(24),
      nestedSvg(100_000),
      flatSvg(1_000_000),
      await hugePng(20_000, 20_000),
    ];
    const expected = [
      'too-complex',
      'unreadable',
      'too-complex',
      'too-complex',
      'too-complex',
      'too-complex',
      'unreadable',
      'not media',
      'refused',
      'refused',
      'refused',
    ];
    // Once each first, so that what stays loaded afterwards (pdf-lib's code, sharp) is not counted.
    for (const [index, file] of files.entries()) expect(await checkAsUploaded(file), `file ${index}`).toBe(expected[index]);

    // The process's resident memory, worker threads included (their heaps are not in heapUsed).
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const answers = await Promise.all(files.map(checkAsUploaded));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    expect(answers).toEqual(expected);
    // Measured: about 60 MB (a PDF's worker at a time). Unbounded, the first file alone took 190 MB.
    expect((peak - baseline) / 1024 / 1024).toBeLessThan(100);
  });
});
