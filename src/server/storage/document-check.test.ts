import { describe, expect, it } from 'vitest';
import { encryptedPdf, sampleDoc, sampleDocx, samplePdf, zipOf } from '@/test/documents';
import { documentProblem } from './document-check';
import { detectDocumentType } from './document-type';

const checked = async (bytes: Buffer) => {
  const type = detectDocumentType(bytes);
  return type ? documentProblem(bytes, type.extension) : 'not a document';
};

/** The file cut off at `fraction` of its length, as an interrupted upload or a broken disk leaves it. */
const truncated = (bytes: Buffer, fraction: number) => bytes.subarray(0, Math.floor(bytes.length * fraction));
/** One byte in the middle changed, as a damaged copy has it. */
function flipped(bytes: Buffer, at = Math.floor(bytes.length / 2)) {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 0xff;
  return copy;
}

describe('a document opens as what its first bytes claim', () => {
  it('accepts whole PDF, DOCX and DOC files', async () => {
    expect(await checked(await samplePdf())).toBeNull();
    expect(await checked(await samplePdf({ pages: 3, classicTrailer: true }))).toBeNull();
    expect(await checked(await sampleDocx())).toBeNull();
    expect(await checked(sampleDoc())).toBeNull();
    // A short document keeps its WordDocument stream in the compound file's mini stream.
    expect(await checked(sampleDoc({ size: 1024 }))).toBeNull();
  });

  it('refuses a PDF that only starts like one: no pages, cut off, or an empty shell', async () => {
    const pdf = await samplePdf({ classicTrailer: true });
    expect(await checked(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'))).toBe('unreadable');
    expect(await checked(Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000)))).toBe('unreadable');
    expect(await checked(truncated(pdf, 0.5))).toBe('unreadable');
    const empty = await (await import('pdf-lib')).PDFDocument.create();
    expect(await checked(Buffer.from(await empty.save({ addDefaultPage: false })))).toBe('unreadable');
  });

  it('refuses a password-protected PDF, which staff could not read', async () => {
    expect(await checked(await encryptedPdf())).toBe('encrypted');
  });

  it('refuses a DOCX that is cut off, damaged, or a ZIP without a Word document', async () => {
    const docx = await sampleDocx();
    expect(await checked(truncated(docx, 0.9))).toBe('unreadable');
    expect(await checked(flipped(docx))).toBe('unreadable');
    // Named like a Word document inside, but the package says nothing of one.
    expect(await checked(zipOf({ 'word/document.xml': '<w:document/>' }))).toBe('unreadable');
    // A macro-enabled document (.docm) renamed to .docx.
    const docm = zipOf({
      '[Content_Types].xml': '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
      'word/document.xml': '<w:document></w:document>',
    });
    expect(await checked(docm)).toBe('unreadable');
    const notXml = zipOf({
      '[Content_Types].xml': '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': 'MZ this is not a document',
    });
    expect(await checked(notXml)).toBe('unreadable');
  });

  it('refuses a DOC that is cut off, another Office file, or locked with a password', async () => {
    expect(await checked(truncated(sampleDoc(), 0.6))).toBe('unreadable');
    expect(await checked(sampleDoc({ streamName: 'Workbook' }))).toBe('unreadable');
    expect(await checked(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2000, 0xff)]))).toBe('unreadable');
    expect(await checked(sampleDoc({ encrypted: true }))).toBe('encrypted');
    // A password-protected DOCX is a compound file holding the encrypted package.
    expect(await checked(sampleDoc({ streamName: 'EncryptedPackage' }))).toBe('encrypted');
  });
});
