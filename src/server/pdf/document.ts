// A small text-flow layer over pdf-lib for our documents (estimates, the portfolio): A4 pages,
// Helvetica, headings, wrapped paragraphs and new pages as the text runs down.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.33, 0.38, 0.45);
export const BRAND = rgb(0.31, 0.27, 0.9);
type Color = typeof INK;

/** The standard PDF fonts cover Latin-1 only: anything else becomes '?' rather than failing. */
export function printable(text: string) {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');
}

export async function createTextDocument(meta: { title: string; author: string; createdAt?: Date }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  if (meta.createdAt) pdf.setCreationDate(meta.createdAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensureRoom = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, options: { font?: PDFFont; size?: number; color?: Color; x?: number; gap?: number } = {}) => {
    const size = options.size ?? 10;
    ensureRoom(size + 4);
    page.drawText(printable(text), { x: options.x ?? PAGE.margin, y: y - size, size, font: options.font ?? regular, color: options.color ?? INK });
    y -= size + (options.gap ?? 5);
  };
  const paragraph = (text: string, options: { size?: number; indent?: number; color?: Color } = {}) => {
    const size = options.size ?? 10;
    const x = PAGE.margin + (options.indent ?? 0);
    const width = PAGE.width - PAGE.margin - x;
    let line = '';
    for (const word of printable(text).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (regular.widthOfTextAtSize(candidate, size) > width && line) {
        write(line, { size, x, gap: 3, color: options.color });
        line = word;
      } else line = candidate;
    }
    if (line) write(line, { size, x, gap: 3, color: options.color });
  };
  const heading = (text: string) => {
    y -= 10;
    write(text, { font: bold, size: 13, color: BRAND, gap: 8 });
  };
  /** A row of cells: the first left-aligned, the others right-aligned at the given x positions. */
  const row = (cells: string[], columns: number[], font: PDFFont = regular) => {
    ensureRoom(16);
    cells.forEach((cell, i) => {
      const text = printable(cell);
      const x = i === 0 ? PAGE.margin : PAGE.margin + columns[i]! - font.widthOfTextAtSize(text, 10);
      page.drawText(text, { x, y: y - 10, size: 10, font, color: INK });
    });
    y -= 16;
  };
  const rule = () => {
    page.drawLine({ start: { x: PAGE.margin, y: y + 4 }, end: { x: PAGE.width - PAGE.margin, y: y + 4 }, thickness: 0.5, color: MUTED });
    y -= 4;
  };
  const space = (points: number) => {
    y -= points;
  };

  return { regular, bold, write, paragraph, heading, row, rule, space, save: () => pdf.save() };
}
