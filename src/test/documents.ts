// Real documents for tests that upload a CV: a PDF made by pdf-lib, a DOCX made by the docx
// package, a Word 97 binary (.doc) container made by SheetJS' cfb. Each also damaged or locked
// in the ways a visitor's file can be.
import CFB from 'cfb';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument } from 'pdf-lib';

export async function samplePdf(options: { pages?: number; classicTrailer?: boolean } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < (options.pages ?? 1); i++) pdf.addPage([595, 842]).drawText(`Curriculum vitae, page ${i + 1}`, { x: 50, y: 780, size: 14 });
  return Buffer.from(await pdf.save({ useObjectStreams: !options.classicTrailer }));
}

/** A PDF whose trailer names an encryption dictionary, as a password-protected PDF's does. */
export async function encryptedPdf(): Promise<Buffer> {
  const text = (await samplePdf({ classicTrailer: true })).toString('latin1');
  return Buffer.from(
    text.replace(/trailer\s*<</, (start) => `${start}\n/Encrypt 1 0 R`),
    'latin1',
  );
}

export async function sampleDocx(): Promise<Buffer> {
  const document = new Document({ sections: [{ children: [new Paragraph('Ada Lovelace'), new Paragraph('Analytical engines, 1842 to today.')] }] });
  return Buffer.from(await Packer.toBuffer(document));
}

/** A ZIP archive with the given entries (SheetJS' cfb writes ZIP too). */
export function zipOf(entries: Record<string, string>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(entries)) CFB.utils.cfb_add(container, name, Buffer.from(content));
  return Buffer.from(CFB.write(container, { type: 'buffer', fileType: 'zip' }) as Uint8Array);
}

/** A Word 97-2003 file: a Compound File whose WordDocument stream starts with a FIB (magic 0xA5EC). */
export function sampleDoc(options: { encrypted?: boolean; streamName?: string; size?: number } = {}): Buffer {
  const stream = Buffer.alloc(options.size ?? 8192);
  stream.writeUInt16LE(0xa5ec, 0);
  stream.writeUInt16LE(0x00c1, 2); // nFib of Word 97
  if (options.encrypted) stream.writeUInt16LE(0x0100, 0x0a);
  stream.write('Grace Hopper, curriculum vitae', 0x400, 'latin1');
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, `/${options.streamName ?? 'WordDocument'}`, stream);
  CFB.utils.cfb_add(container, '/1Table', Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer', fileType: 'cfb' }) as Uint8Array);
}
