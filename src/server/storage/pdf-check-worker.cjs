// The program of the worker thread in which pdf-check.ts has pdf-lib read an uploaded PDF. Plain
// CommonJS, run with `eval`, so that neither Next.js' bundler nor Vitest has to build a worker.
// It answers one message: null (the PDF opens and has a page), 'unreadable', 'encrypted' or
// 'too-complex' (past a limit below). The thread's heap limit and deadline (pdf-check.ts) bound
// whatever these counts miss. docs/decisions/095-bounded-upload-checks.md.
/* eslint-disable @typescript-eslint/no-require-imports */
const { parentPort, workerData } = require('node:worker_threads');
// The single-file build: half the start-up time of the package's hundreds of modules.
const {
  PDFArray,
  PDFCatalog,
  PDFName,
  PDFNumber,
  PDFPageLeaf,
  PDFPageTree,
  PDFParser,
  PDFRawStream,
  decodePDFRawStream,
} = require('pdf-lib/dist/pdf-lib.min.js');

const { bytes, limits } = workerData;
// pdf-lib says what it skipped on the console; nobody reads a worker's console.
console.warn = console.log = () => {};

class TooComplex extends Error {}
let tooComplex = false;
function refuse() {
  // pdf-lib catches some errors on its way out and throws its own: the flag keeps the reason.
  tooComplex = true;
  throw new TooComplex();
}

// Every value pdf-lib parses (a number, a name, an array...) costs tens of bytes of heap: a 4 MB
// array of zeros costs 150 MB. Values inside object streams are parsed by another parser of
// pdf-lib's, so they are estimated from the decoded bytes: each starts a token.
let values = 0;
const SPACE = new Uint8Array(256);
for (const code of [0, 9, 10, 12, 13, 32]) SPACE[code] = 1;
const DELIMITER = new Uint8Array(256);
for (const char of '[]<>(){}/%') DELIMITER[char.charCodeAt(0)] = 1;
function countTokens(chunk) {
  let tokens = 0;
  let afterSpace = true;
  for (let i = 0; i < chunk.length; i++) {
    const code = chunk[i];
    if (SPACE[code]) {
      afterSpace = true;
      continue;
    }
    if (afterSpace || DELIMITER[code]) tokens++;
    afterSpace = false;
  }
  return tokens;
}

// A cross-reference stream's entries are as many as its /Size or /Index say, read /W bytes at a
// time, whatever its data holds: /Size 1e9 makes a billion entries of nothing, /W [1 1e9 1] a
// billion bytes read per entry. Counted as pdf-lib reads them.
function checkCrossReferences(dict) {
  const index = dict.lookup(PDFName.of('Index'));
  let entries = 0;
  if (index instanceof PDFArray) {
    for (let i = 1; i < index.size(); i += 2) entries += Math.max(0, index.lookup(i, PDFNumber).asNumber());
  } else {
    entries = dict.lookup(PDFName.of('Size'), PDFNumber).asNumber();
  }
  const widths = dict.lookup(PDFName.of('W'), PDFArray);
  let tooWide = false;
  for (let i = 0; i < widths.size(); i++) {
    const width = widths.lookup(i, PDFNumber).asNumber();
    if (!(width <= 8)) tooWide = true;
  }
  if (!(entries <= limits.objects) || tooWide) refuse();
}

async function check() {
  // Objects per tick: Infinity, as a worker has no event loop to share.
  const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true, false);
  // Called by pdf-lib once per indirect object, also for those inside object streams.
  let objects = 0;
  parser.shouldWaitForTick = () => {
    if (++objects > limits.objects) refuse();
    return false;
  };
  // Object streams and cross-reference streams are the streams pdf-lib decodes while loading,
  // all at once: a 500 KB stream of spaces inflates to 500 MB. Decoded here first, a chunk at a
  // time, with the same decoder, and refused past the limit. One filter only: in a chain, what
  // the first one inflates is not counted (spaces inflated, then dropped by ASCIIHexDecode).
  let decoded = 0;
  const parseObject = parser.parseObject;
  parser.parseObject = function parseCountedObject() {
    if (++values > limits.values) refuse();
    const object = parseObject.call(this);
    if (object instanceof PDFRawStream) {
      const type = object.dict.lookup(PDFName.of('Type'));
      if (type === PDFName.of('ObjStm') || type === PDFName.of('XRef')) {
        const filter = object.dict.lookup(PDFName.of('Filter'));
        if (filter instanceof PDFArray && filter.size() > 1) refuse();
        if (type === PDFName.of('XRef')) checkCrossReferences(object.dict);
        const stream = decodePDFRawStream(object);
        for (let chunk = stream.getBytes(65536); chunk.length > 0; chunk = stream.getBytes(65536)) {
          decoded += chunk.length;
          values += countTokens(chunk);
          if (decoded > limits.streamBytes || values > limits.values) refuse();
        }
      }
    }
    return object;
  };
  const context = await parser.parseDocument();
  if (context.lookup(context.trailerInfo.Encrypt)) return 'encrypted';
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFCatalog)) return 'unreadable';
  // At least one page. Not pdf-lib's getPageCount(): it follows every path through the page tree,
  // and a tree whose nodes each name the next one twice has 2^40 paths in 2 KB. Each node once.
  const seen = new Set();
  const pending = [catalog.Pages()];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node instanceof PDFPageLeaf) return null;
    if (!(node instanceof PDFPageTree) || seen.has(node)) continue;
    seen.add(node);
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) pending.push(kids.lookup(i));
  }
  return 'unreadable';
}

check().then(
  (problem) => parentPort.postMessage(problem),
  () => parentPort.postMessage(tooComplex ? 'too-complex' : 'unreadable'),
);
