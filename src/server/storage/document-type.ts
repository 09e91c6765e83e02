// What a file really is, from its first bytes, not its name: a CV renamed from an .exe must not pass.
export type DocumentType = { extension: 'pdf' | 'doc' | 'docx'; mimeType: string };

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function detectDocumentType(bytes: Buffer): DocumentType | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return { extension: 'pdf', mimeType: 'application/pdf' };
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) return { extension: 'doc', mimeType: 'application/msword' };
  // A .docx is a ZIP archive holding word/document.xml; other ZIPs are not CVs.
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && bytes.includes('word/document.xml')) {
    return { extension: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}
