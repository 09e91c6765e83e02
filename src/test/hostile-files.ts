// Uploads made to cost the server: each is small to send and, read naively, expensive to check
// (docs/decisions/095-bounded-upload-checks.md). Made in the test, not committed.
import zlib from 'node:zlib';

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

type ZipPart = { name: string; packed: Buffer; method: 0 | 8; crc: number; size: number; recordedSize?: number };

const deflated = (name: string, content: Buffer): ZipPart => ({
  name,
  packed: zlib.deflateRawSync(content),
  method: 8,
  crc: zlib.crc32(content),
  size: content.length,
});

/**
 * The fields a local header (from byte 8) and a directory entry (from byte 10) both hold, in the
 * same order: the method, the time and date (left zero), the CRC, the packed size, the size and the
 * name's length.
 */
function writePartFields(header: Buffer, at: number, part: ZipPart, size: number, nameLength: number) {
  header.writeUInt16LE(part.method, at);
  header.writeUInt32LE(part.crc >>> 0, at + 6);
  header.writeUInt32LE(part.packed.length, at + 10);
  header.writeUInt32LE(size, at + 14);
  header.writeUInt16LE(nameLength, at + 18);
}

/** A ZIP archive of these parts; recordedSize, when given, is what its directory claims instead of the real size. */
export function zipArchive(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const size = part.recordedSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writePartFields(local, 8, part, size, name.length);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    writePartFields(entry, 10, part, size, name.length);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    central.push(entry, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `length` bytes of `fill`, deflated a megabyte at a time (never held whole): about 1 KB packed per MB. */
async function deflatedRun(length: number, options: { fill?: number; zlibWrapper?: boolean } = {}): Promise<{ packed: Buffer; crc: number; size: number }> {
  const block = Buffer.alloc(1024 * 1024, options.fill ?? 0x20);
  const deflate = options.zlibWrapper ? zlib.createDeflate({ level: 9 }) : zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let left = length; left > 0; left -= block.length) {
    const part = block.subarray(0, Math.min(left, block.length));
    crc = zlib.crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { packed: Buffer.concat(chunks), crc, size: length };
}

/**
 * A DOCX whose word/document.xml is `megabytes` MB of spaces (190 MB from about 190 KB). With
 * `lying`, its directory claims the part is 1 KB, so that only inflating it shows what it is.
 */
export async function zipBombDocx(options: { megabytes?: number; lying?: boolean } = {}): Promise<Buffer> {
  const run = await deflatedRun((options.megabytes ?? 190) * 1024 * 1024);
  return zipArchive([
    deflated('[Content_Types].xml', Buffer.from(WORD_CONTENT_TYPES)),
    { name: 'word/document.xml', method: 8, ...run, recordedSize: options.lying ? 1024 : undefined },
  ]);
}

/** A DOCX of `count` entries (the document and empty parts), about 100 bytes each. */
export function manyEntriesDocx(count: number): Buffer {
  const empty = deflated('', Buffer.alloc(0));
  const parts = [
    deflated('[Content_Types].xml', Buffer.from(WORD_CONTENT_TYPES)),
    deflated('word/document.xml', Buffer.from('<w:document xmlns:w="x"><w:body/></w:document>')),
  ];
  for (let i = 0; parts.length < count; i++) parts.push({ ...empty, name: `word/media/p${i}.xml` });
  return zipArchive(parts);
}

/** `count` empty comments and no <svg>: 24 held the event loop 9 s with the regular expression it replaced. */
export const commentSvg = (count: number) => Buffer.from(`<?xml version="1.0"?>\n${'<!---->\n'.repeat(count)}<html></html>`);

/** An SVG whose groups nest `depth` deep. */
export const nestedSvg = (depth: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`);

/** An SVG of `count` empty elements side by side (a million is 7 MB and cost librsvg 1.4 GB). */
export const flatSvg = (count: number) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect/>'.repeat(count)}</svg>`);

const pdfOf = (body: string | Buffer) => Buffer.concat([Buffer.from('%PDF-1.5\n'), Buffer.from(body), Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')]);

/** A PDF of `count` indirect objects, each the number 0: 500,000 is 10 MB. */
export function manyObjectsPdf(count: number): Buffer {
  const objects: string[] = [];
  for (let i = 1; i <= count; i++) objects.push(`${i} 0 obj\n0\nendobj\n`);
  return pdfOf(objects.join(''));
}

/** A PDF whose one object is an array of `count` zeros: 2 bytes each in the file, tens of bytes each parsed. */
export const bigArrayPdf = (count: number) => pdfOf(`1 0 obj\n[${'0 '.repeat(count)}]\nendobj`);

/** A PDF with an object stream of `megabytes` MB of spaces, which pdf-lib inflates whole while loading. */
export async function objectStreamBombPdf(megabytes: number): Promise<Buffer> {
  const { packed: stream } = await deflatedRun(megabytes * 1024 * 1024, { zlibWrapper: true });
  return pdfOf(
    Buffer.concat([
      Buffer.from(`1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream\nendobj'),
    ]),
  );
}

/** A PDF whose page tree is `depth` nodes, each naming the next twice: 2^depth paths, no page, 2 KB. */
export function pageTreeLoopPdf(depth: number): Buffer {
  let body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
  for (let i = 0; i < depth; i++) body += `${i + 2} 0 obj\n<< /Type /Pages /Kids [${i + 3} 0 R ${i + 3} 0 R] /Count 1 >>\nendobj\n`;
  body += `${depth + 2} 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj`;
  return pdfOf(body);
}

/** A PNG of width x height black pixels, one bit each, in a few KB: 20,000 x 20,000 is 49 KB and 400 megapixels. */
export async function hugePng(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: a filter byte (none) and a bit per pixel, all zero.
  const { packed: rows } = await deflatedRun((Math.ceil(width / 8) + 1) * height, { fill: 0, zlibWrapper: true });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A Word 97 file (Compound File) of `megabytes` MB whose every sector chain loops: its FAT, its
 * FAT's own list (DIFAT) and its directory all point back at sector 0, and the FAT claims every sector.
 */
export function loopingDoc(megabytes: number): Buffer {
  const file = Buffer.alloc(megabytes * 1024 * 1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file);
  file.writeUInt16LE(0x3e, 0x18); // minor version
  file.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 0x1c); // byte order
  file.writeUInt16LE(9, 0x1e); // sector shift
  file.writeUInt16LE(6, 0x20); // mini sector shift
  file.writeUInt32LE(file.length / 512 - 1, 0x2c); // FAT sectors: all of them
  file.writeUInt32LE(0, 0x30); // directory starts at sector 0
  file.writeUInt32LE(4096, 0x38); // mini stream cutoff
  file.writeUInt32LE(0, 0x3c); // mini FAT at sector 0
  file.writeUInt32LE(1, 0x40);
  file.writeUInt32LE(0, 0x44); // DIFAT at sector 0, which names sector 0 next
  file.writeUInt32LE(1_000_000, 0x48);
  // The header's 109 FAT sectors are 0 (the buffer is zeros), and sector 0 is zeros too: FAT[0] = 0.
  return file;
}

/**
 * A PDF whose object stream goes through two filters: FlateDecode inflates `megabytes` MB of
 * spaces, which ASCIIHexDecode then drops, so the stream decodes to nothing while the first
 * filter's output grows.
 */
export async function filterChainBombPdf(megabytes: number): Promise<Buffer> {
  const { packed: stream } = await deflatedRun(megabytes * 1024 * 1024, { zlibWrapper: true });
  return pdfOf(
    Buffer.concat([
      Buffer.from(`1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /ASCIIHexDecode] /Length ${stream.length} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream\nendobj'),
    ]),
  );
}

/** A PDF whose cross-reference stream claims `entries` entries (and holds none). */
export const crossReferenceBombPdf = (entries: number) =>
  pdfOf(`1 0 obj\n<< /Type /XRef /Size ${entries} /W [1 2 1] /Root 2 0 R /Length 0 >>\nstream\n\nendstream\nendobj`);
