// The checks of an uploaded file that cost real CPU or memory (a PDF parsed in a worker, a DOCX
// inflated, an image measured and resized) run one at a time in the process: each is bounded on
// its own (docs/decisions/095-bounded-upload-checks.md), and one at a time keeps the other core for
// the site's pages and bounds the memory of many uploads sent at once to that of one. Uploads are
// rare; the next waits its turn (a few hundred milliseconds, seconds for a huge photo).
import { createLimiter } from '../limiter';

export const runFileCheck = createLimiter(1);
