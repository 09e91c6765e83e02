// Whether a document opens as what its first bytes claim (document-type.ts reads only those): a
// PDF that pdf-lib loads and that has pages; a DOCX that is a whole ZIP archive (every entry
// inflates to its recorded size and checksum) holding a Word document; a DOC that is a Compound
// File whose directory reads and holds a Word document stream. Password-protected documents are
// refused: staff could not open them. docs/decisions/031-cv-documents-must-open.md.
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { DocumentType } from './document-type';

export type DocumentProblem = 'unreadable' | 'encrypted';

/** At most this much uncompressed data in a DOCX: a CV is a few MB; more is a ZIP bomb. */
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

export async function documentProblem(bytes: Buffer, type: DocumentType['extension']): Promise<DocumentProblem | null> {
  if (type === 'pdf') return pdfProblem(bytes);
  if (type === 'docx') return docxProblem(bytes);
  return compoundFileProblem(bytes);
}

async function pdfProblem(bytes: Buffer): Promise<DocumentProblem | null> {
  try {
    // throwOnInvalidObject: a truncated or damaged object is an error, not silently skipped.
    const pdf = await PDFDocument.load(new Uint8Array(bytes), { throwOnInvalidObject: true, updateMetadata: false, ignoreEncryption: true });
    if (pdf.isEncrypted) return 'encrypted';
    return pdf.getPageCount() > 0 ? null : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

// ZIP (APPNOTE.TXT): the end-of-central-directory record, the central directory, local headers.
const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const WORD_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

type ZipEntry = { name: string; data: Buffer };

/** Every entry of a ZIP archive, inflated and checked against its size and CRC-32; null when any is damaged. */
function readZip(bytes: Buffer): ZipEntry[] | null {
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryStart = bytes.readUInt32LE(eocd + 16);
  // Split archives and ZIP64 (over 4 GB or 65,535 entries) are not Word documents of a CV's size.
  if (bytes.readUInt16LE(eocd + 4) !== 0 || entries === 0xffff || directoryStart + directorySize > eocd) return null;
  const result: ZipEntry[] = [];
  let unzipped = 0;
  let at = directoryStart;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
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
    if (next > eocd || flags & 1 || (method !== 0 && method !== 8)) return null;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return null;
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + compressedSize > bytes.length) return null;
    unzipped += size;
    if (unzipped > MAX_UNZIPPED_BYTES) return null;
    const packed = bytes.subarray(dataStart, dataStart + compressedSize);
    let data: Buffer;
    try {
      data = method === 0 ? packed : zlib.inflateRawSync(packed, { maxOutputLength: Math.max(size, 1) });
    } catch {
      return null;
    }
    if (data.length !== size || zlib.crc32(data) !== crc) return null;
    result.push({ name, data });
    at = next;
  }
  return result;
}

function docxProblem(bytes: Buffer): DocumentProblem | null {
  const entries = readZip(bytes);
  if (!entries) return 'unreadable';
  const part = (name: string) => entries.find((entry) => entry.name === name)?.data.toString('utf8');
  const contentTypes = part('[Content_Types].xml');
  const document = part('word/document.xml');
  // The main part's type says "Word document": a macro-enabled one (.docm) renamed to .docx is not.
  if (!contentTypes?.includes(WORD_DOCUMENT_TYPE) || !document) return 'unreadable';
  return /<(\w+:)?document[\s>]/.test(document.slice(0, 4096)) ? null : 'unreadable';
}

// Compound File Binary format ([MS-CFB]): a header, a FAT of sector chains, a directory of entries.
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const STREAM = 2;
const ROOT = 5;
const WORD_MAGIC = 0xa5ec; // FibBase.wIdent of a Word binary document ([MS-DOC] 2.5.2)
const FIB_ENCRYPTED = 0x0100; // FibBase.fEncrypted

function compoundFileProblem(bytes: Buffer): DocumentProblem | null {
  if (bytes.length < 512) return 'unreadable';
  const major = bytes.readUInt16LE(0x1a);
  const shift = bytes.readUInt16LE(0x1e);
  if (bytes.readUInt16LE(0x1c) !== 0xfffe || !((major === 3 && shift === 9) || (major === 4 && shift === 12)) || bytes.readUInt16LE(0x20) !== 6) return 'unreadable';
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
