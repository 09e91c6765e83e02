// Whether a PDF opens, as pdf-lib reads it, in bounded time and memory whatever its bytes: pdf-lib
// runs in a worker thread with a heap limit and a deadline, and counts what it reads there
// (pdf-check-worker.cjs). In this thread a 10 MB PDF of small objects held the event loop 9 s and
// 250 MB of heap, a 500 KB object stream inflated to 1 GB, and a 2 KB page tree never finished.
// docs/decisions/095-bounded-upload-checks.md.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { logger } from '../logger';

export type PdfProblem = 'unreadable' | 'encrypted' | 'too-complex';

/** What one PDF may cost to read. A CV or an attachment of 300 pages has about 600 objects and 70,000 values. */
export const PDF_LIMITS = {
  /** Indirect objects, also those inside object streams. */
  objects: 50_000,
  /** Values parsed (numbers, names, arrays...), each tens of bytes of heap. */
  values: 500_000,
  /** Bytes decoded from object streams and cross-reference streams, the streams pdf-lib inflates while loading. */
  streamBytes: 8 * 1024 * 1024,
  /** The worker's heap (pdf-lib's objects); past it the worker stops. */
  heapMb: 64,
  /** The worker's whole life, start-up included (about 100 ms); a 300-page PDF is read in about 0.3 s. */
  deadlineMs: 3000,
} as const;

export type PdfLimits = { [name in keyof typeof PDF_LIMITS]: number };

let program: string | undefined;

/** The worker's program, read once from beside this file (as the visit script is: the bundler leaves it alone). */
function workerProgram() {
  program ??= fs.readFileSync(path.join(process.cwd(), 'src/server/storage/pdf-check-worker.cjs'), 'utf8');
  return program;
}

/**
 * null when the PDF opens and has a page; 'encrypted' when it needs a password; 'too-complex' past
 * a limit; 'unreadable' otherwise. Throws only when the worker itself cannot run (our fault, not
 * the sender's).
 */
export function pdfProblem(bytes: Buffer, limits: PdfLimits = PDF_LIMITS): Promise<PdfProblem | null> {
  // A copy of its own, handed over rather than copied again.
  const copy = new Uint8Array(bytes);
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerProgram(), {
      eval: true,
      // Not the server's flags (the tsx loader, its heap size): the worker needs none of them.
      execArgv: [],
      workerData: { bytes: copy, limits },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      outcome();
    };
    // Past the deadline or the heap, the PDF held more than the worker counts: worth a line in the log.
    const deadline = setTimeout(() => {
      logger.warn({ bytes: bytes.length, deadlineMs: limits.deadlineMs }, 'PDF check: refused at its deadline');
      settle(() => resolve('too-complex'));
    }, limits.deadlineMs);
    worker.once('message', (problem: PdfProblem | null) => settle(() => resolve(problem)));
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        logger.warn({ bytes: bytes.length, heapMb: limits.heapMb }, 'PDF check: refused when its heap was full');
        settle(() => resolve('too-complex'));
      } else {
        settle(() => reject(error));
      }
    });
    worker.once('exit', (code) => settle(() => reject(new Error(`the PDF check's worker stopped with code ${code} before answering`))));
  });
}
