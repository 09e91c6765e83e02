import { describe, expect, it } from 'vitest';
import { samplePdf } from '@/test/documents';
import { bigArrayPdf } from '@/test/hostile-files';
import { PDF_LIMITS, pdfProblem } from './pdf-check';

describe('the PDF check’s worker', () => {
  it('stops a PDF that fills its heap before the counts refuse it', async () => {
    // 200,000 values: below the count, and about 10 MB of pdf-lib's objects.
    const pdf = bigArrayPdf(200_000);
    expect(await pdfProblem(pdf)).toBe('unreadable');
    expect(await pdfProblem(pdf, { ...PDF_LIMITS, heapMb: 4 })).toBe('too-complex');
  });

  it('answers at its deadline, however far the worker got', async () => {
    expect(await pdfProblem(await samplePdf(), { ...PDF_LIMITS, deadlineMs: 1 })).toBe('too-complex');
    expect(await pdfProblem(await samplePdf())).toBeNull();
  });
});
