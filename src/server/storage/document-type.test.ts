import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './document-type';

describe('detectDocumentType', () => {
  it('recognises PDF, DOC and DOCX by their content', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.7\n...'))?.extension).toBe('pdf');
    expect(detectDocumentType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))?.extension).toBe('doc');
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
    expect(detectDocumentType(docx)?.extension).toBe('docx');
  });

  it('refuses an executable, a plain ZIP and text, whatever they are called', () => {
    expect(detectDocumentType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull();
    expect(detectDocumentType(Buffer.from('\x7fELF\x02\x01\x01'))).toBeNull();
    expect(detectDocumentType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('payload.exe')]))).toBeNull();
    expect(detectDocumentType(Buffer.from('Curriculum vitae'))).toBeNull();
    expect(detectDocumentType(Buffer.alloc(0))).toBeNull();
  });
});
