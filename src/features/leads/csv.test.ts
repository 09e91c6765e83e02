import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('neutralises spreadsheet formulas with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Navy Labs, Inc.')).toBe('"Navy Labs, Inc."');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('Grace Hopper')).toBe('Grace Hopper');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins a header and rows with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Email'],
        [
          ['Ada', 'ada@example.com'],
          ['=cmd', null],
        ],
      ),
    ).toBe("Name,Email\r\nAda,ada@example.com\r\n'=cmd,\r\n");
  });
});
