// Whether a document opens as what its first bytes claim (document-type.ts reads only those): a
// PDF that pdf-lib loads and that has pages; a DOCX that is a whole ZIP archive (every entry
// inflates to its recorded size and checksum) holding a Word document; a DOC that is a Compound
// File whose directory reads and holds a Word document stream. Password-protected documents are
// refused: staff could not open them. docs/decisions/031-cv-documents-must-open.md.
// Each check is bounded in time and memory whatever the bytes, and they run one at a time
// (check-slot.ts): docs/decisions/095-bounded-upload-checks.md.
import zlib from 'node:zlib';
import { runFileCheck } from './check-slot';
import type { DocumentType } from './document-type';
import { pdfProblem } from './pdf-check';

/** too-complex: past a limit of what checking it may cost (a ZIP bomb, a PDF of a million objects). */
export type DocumentProblem = 'unreadable' | 'encrypted' | 'too-complex';

export function documentProblem(bytes: Buffer, type: DocumentType['extension']): Promise<DocumentProblem | null> {
  return runFileCheck(async () => {
    if (type === 'pdf') return pdfProblem(bytes);
    if (type === 'docx') return docxProblem(bytes);
    return compoundFileProblem(bytes);
  });
}

/**
 * What a DOCX may cost to check. A CV's Word file unpacks to a few MB; its XML parts shrink 5 to
 * 20 times when deflated, pictures not at all. Past these it is a ZIP bomb, not a CV.
 */
export const DOCX_LIMITS = {
  entries: 1000,
  /** Everything the archive unpacks to, by its own directory; it is refused before anything is inflated. */
  unzippedBytes: 100 * 1024 * 1024,
  /** Unpacked to packed, for parts over ratioFrom bytes (deflate reaches 1032 to 1 on one repeated byte). */
  ratio: 100,
  ratioFrom: 1024 * 1024,
} as const;

// ZIP (APPNOTE.TXT): the end-of-central-directory record, the central directory, local headers.
const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const WORD_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Of [Content_Types].xml, a few KB in a real document; of word/document.xml, enough to see its root element. */
const CONTENT_TYPES_KEPT = 256 * 1024;
const DOCUMENT_KEPT = 4096;

type ZipEntry = { name: string; method: number; crc: number; size: number; data: Buffer };

/** The entries of a ZIP archive as its central directory records them, data still packed. */
function readZipDirectory(bytes: Buffer): ZipEntry[] | DocumentProblem {
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return 'unreadable';
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryStart = bytes.readUInt32LE(eocd + 16);
  // Split archives and ZIP64 (over 4 GB or 65,535 entries) are not Word documents of a CV's size.
  if (bytes.readUInt16LE(eocd + 4) !== 0 || count === 0xffff || directoryStart + directorySize > eocd) return 'unreadable';
  if (count > DOCX_LIMITS.entries) return 'too-complex';
  const entries: ZipEntry[] = [];
  let unzipped = 0;
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) return 'unreadable';
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    // Encrypted entries (flag bit 0) cannot be read; only stored (0) and deflated (8) ones can.
    if (next > eocd || flags & 1 || (method !== 0 && method !== 8)) return 'unreadable';
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return 'unreadable';
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + compressedSize > bytes.length) return 'unreadable';
    if (method === 0 && size !== compressedSize) return 'unreadable';
    unzipped += size;
    if (unzipped > DOCX_LIMITS.unzippedBytes) return 'too-complex';
    if (size > DOCX_LIMITS.ratioFrom && size > compressedSize * DOCX_LIMITS.ratio) return 'too-complex';
    entries.push({ name, method, crc, size, data: bytes.subarray(dataStart, dataStart + compressedSize) });
    at = next;
  }
  return entries;
}

/**
 * Inflates one entry as a stream (zlib's thread pool, not this thread), checks its size and CRC-32,
 * and keeps only its first `keep` bytes; null when it is damaged. An entry that inflates to more
 * than its directory says stops there: a lying directory cannot make it cost more.
 */
async function checkedEntry(entry: ZipEntry, keep: number): Promise<Buffer | null> {
  if (entry.method === 0) return zlib.crc32(entry.data) === entry.crc ? entry.data.subarray(0, keep) : null;
  const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(entry.data);
  const kept: Buffer[] = [];
  let keptLength = 0;
  let length = 0;
  let crc = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > entry.size) return null;
      crc = zlib.crc32(chunk, crc);
      if (keptLength < keep) {
        const part = chunk.subarray(0, keep - keptLength);
        kept.push(Buffer.from(part));
        keptLength += part.length;
      }
    }
  } catch {
    return null;
  } finally {
    inflate.destroy();
  }
  return length === entry.size && crc === entry.crc ? Buffer.concat(kept) : null;
}

async function docxProblem(bytes: Buffer): Promise<DocumentProblem | null> {
  const entries = readZipDirectory(bytes);
  if (typeof entries === 'string') return entries;
  let contentTypes: string | undefined;
  let document: string | undefined;
  // Every entry, not only the two read: a damaged picture is a damaged document too.
  for (const entry of entries) {
    const isContentTypes = entry.name === '[Content_Types].xml' && contentTypes === undefined;
    const isDocument = entry.name === 'word/document.xml' && document === undefined;
    const head = await checkedEntry(entry, isContentTypes ? CONTENT_TYPES_KEPT : isDocument ? DOCUMENT_KEPT : 0);
    if (!head) return 'unreadable';
    if (isContentTypes) contentTypes = head.toString('utf8');
    if (isDocument) document = head.toString('utf8');
  }
  // The main part's type says "Word document": a macro-enabled one (.docm) renamed to .docx is not.
  if (!contentTypes?.includes(WORD_DOCUMENT_TYPE) || !document) return 'unreadable';
  return startsWithDocumentElement(document) ? null : 'unreadable';
}

/** Whether the XML's first element is a `document` (w:document, or any prefix), read forward once. */
function startsWithDocumentElement(xml: string): boolean {
  let at = 0;
  for (;;) {
    const open = xml.indexOf('<', at);
    if (open < 0) return false;
    const next = xml[open + 1];
    // The XML declaration, comments and other declarations come before the root element.
    if (next === '?' || next === '!') {
      const terminator = xml.startsWith('<!--', open) ? '-->' : '>';
      const end = xml.indexOf(terminator, open + 2);
      if (end < 0) return false;
      at = end + terminator.length;
      continue;
    }
    let nameEnd = open + 1;
    while (nameEnd < xml.length && !' \t\r\n/>'.includes(xml[nameEnd]!)) nameEnd++;
    if (nameEnd >= xml.length) return false;
    const name = xml.slice(open + 1, nameEnd);
    const local = name.slice(name.indexOf(':') + 1);
    return local === 'document' && (xml[nameEnd] === '>' || ' \t\r\n'.includes(xml[nameEnd]!));
  }
}

// Compound File Binary format ([MS-CFB]): a header, a FAT of sector chains, a directory of entries.
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const STREAM = 2;
const ROOT = 5;
const WORD_MAGIC = 0xa5ec; // FibBase.wIdent of a Word binary document ([MS-DOC] 2.5.2)
const FIB_ENCRYPTED = 0x0100; // FibBase.fEncrypted

/** A DOC: every loop below is bounded by the file's sector count, every copy by the file's size. */
function compoundFileProblem(bytes: Buffer): DocumentProblem | null {
  if (bytes.length < 512) return 'unreadable';
  const major = bytes.readUInt16LE(0x1a);
  const shift = bytes.readUInt16LE(0x1e);
  if (bytes.readUInt16LE(0x1c) !== 0xfffe || !((major === 3 && shift === 9) || (major === 4 && shift === 12)) || bytes.readUInt16LE(0x20) !== 6)
    return 'unreadable';
  const sectorSize = 1 << shift;
  // Sector n follows the header (one sector long); some writers leave the last one short.
  const sectorCount = Math.max(0, Math.ceil(bytes.length / sectorSize) - 1);
  const sector = (n: number): Buffer | null => {
    if (n >= sectorCount) return null;
    const block = bytes.subarray((n + 1) * sectorSize, (n + 2) * sectorSize);
    return block.length === sectorSize ? block : Buffer.concat([block, Buffer.alloc(sectorSize - block.length)]);
  };

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = bytes.readUInt32LE(0x2c);
  if (fatSectorCount === 0 || fatSectorCount > sectorCount) return 'unreadable';
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
  let difat = bytes.readUInt32LE(0x44);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    const block = sector(difat);
    if (!block || hops > sectorCount) return 'unreadable';
    for (let i = 0; i < sectorSize / 4 - 1 && fatSectors.length < fatSectorCount; i++) fatSectors.push(block.readUInt32LE(i * 4));
    difat = block.readUInt32LE(sectorSize - 4);
  }
  const fatBlocks = fatSectors.map(sector);
  if (fatBlocks.some((block) => block === null)) return 'unreadable';
  const fat = Buffer.concat(fatBlocks as Buffer[]);
  const nextSector = (n: number) => (n * 4 + 4 <= fat.length ? fat.readUInt32LE(n * 4) : FREE_SECTOR);

  /** The sectors of a chain, in order; null when it leaves the file, loops or breaks off. */
  const chain = (start: number): Buffer[] | null => {
    const blocks: Buffer[] = [];
    for (let n = start; n !== END_OF_CHAIN; n = nextSector(n)) {
      const block = sector(n);
      if (!block || blocks.length >= sectorCount) return null;
      blocks.push(block);
    }
    return blocks;
  };

  const directory = chain(bytes.readUInt32LE(0x30));
  if (!directory || directory.length === 0) return 'unreadable';
  const entries = Buffer.concat(directory);
  if (entries.readUInt8(0x42) !== ROOT) return 'unreadable';
  const root = { start: entries.readUInt32LE(0x74), size: entries.readUInt32LE(0x78) };
  const streams = new Map<string, { start: number; size: number }>();
  for (let at = 128; at + 128 <= entries.length; at += 128) {
    const nameLength = entries.readUInt16LE(at + 0x40);
    if (entries.readUInt8(at + 0x42) !== STREAM || nameLength < 2 || nameLength > 64) continue;
    const name = entries.subarray(at, at + nameLength - 2).toString('utf16le');
    streams.set(name, { start: entries.readUInt32LE(at + 0x74), size: entries.readUInt32LE(at + 0x78) });
  }
  // A password-protected Word file of either kind: OOXML in an encrypted package, or a DOC flagged encrypted.
  if (streams.has('EncryptedPackage')) return 'encrypted';
  const word = streams.get('WordDocument');
  if (!word || word.size < 0x0c) return 'unreadable';
  const content = word.size >= bytes.readUInt32LE(0x38) ? chain(word.start) : miniStreamChain(word.start);
  if (!content || content.reduce((sum, block) => sum + block.length, 0) < word.size) return 'unreadable';
  if (content[0]!.readUInt16LE(0) !== WORD_MAGIC) return 'unreadable';
  return content[0]!.readUInt16LE(0x0a) & FIB_ENCRYPTED ? 'encrypted' : null;

  /** A small stream's 64-byte blocks, kept inside the root entry's stream and chained by the mini FAT. */
  function miniStreamChain(start: number): Buffer[] | null {
    const miniFat = bytes.readUInt32LE(0x40) > 0 ? chain(bytes.readUInt32LE(0x3c)) : null;
    const miniStream = chain(root.start);
    if (!miniFat || !miniStream) return null;
    const fatOfMini = Buffer.concat(miniFat);
    const data = Buffer.concat(miniStream).subarray(0, root.size);
    const blocks: Buffer[] = [];
    for (let n = start; n !== END_OF_CHAIN; n = n * 4 + 4 <= fatOfMini.length ? fatOfMini.readUInt32LE(n * 4) : FREE_SECTOR) {
      if ((n + 1) * 64 > data.length || blocks.length > data.length / 64) return null;
      blocks.push(data.subarray(n * 64, (n + 1) * 64));
    }
    return blocks;
  }
}
