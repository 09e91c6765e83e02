// What an uploaded file really is, from its first bytes: never its name or the type the browser
// claims, so an executable renamed to .png is refused. Extends detectDocumentType (PDF, DOC, DOCX)
// with the images and videos the media library accepts.
import { detectDocumentType } from '@/server/storage/document-type';
import { isSvg } from './svg';

export type MediaKind = 'image' | 'video' | 'document';
export type MediaType = { kind: MediaKind; extension: string; mimeType: string };

export const MEDIA_TYPES_TEXT = 'an image, video, PDF or Word document';

const startsWith = (bytes: Buffer, signature: readonly number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
};

// ISO base media files (MP4, QuickTime, AVIF) name their family in the 'ftyp' box's major brand.
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'mmp4', 'dash', 'MSNV']);

function isoMediaType(bytes: Buffer): MediaType | null {
  if (!startsWith(bytes, 'ftyp', 4)) {
    // Older QuickTime files start straight with a movie atom.
    return ['moov', 'mdat', 'wide', 'free', 'skip'].some((atom) => startsWith(bytes, atom, 4)) && bytes.length >= 8
      ? { kind: 'video', extension: 'mov', mimeType: 'video/quicktime' }
      : null;
  }
  const brand = bytes.subarray(8, 12).toString('latin1');
  if (brand === 'avif' || brand === 'avis') return { kind: 'image', extension: 'avif', mimeType: 'image/avif' };
  if (brand === 'qt  ') return { kind: 'video', extension: 'mov', mimeType: 'video/quicktime' };
  if (MP4_BRANDS.has(brand)) return { kind: 'video', extension: 'mp4', mimeType: 'video/mp4' };
  return null;
}

export function detectMediaType(bytes: Buffer): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', extension: 'png', mimeType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', extension: 'jpg', mimeType: 'image/jpeg' };
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return { kind: 'image', extension: 'gif', mimeType: 'image/gif' };
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return { kind: 'image', extension: 'webp', mimeType: 'image/webp' };
  // WebM is Matroska (EBML) whose header names the 'webm' doc type.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && bytes.subarray(0, 64).includes('webm'))
    return { kind: 'video', extension: 'webm', mimeType: 'video/webm' };
  const iso = isoMediaType(bytes);
  if (iso) return iso;
  const document = detectDocumentType(bytes);
  if (document) return { kind: 'document', ...document };
  // An SVG is text: its first element is <svg>, within the first few kilobytes.
  if (isSvg(bytes.subarray(0, 4096))) return { kind: 'image', extension: 'svg', mimeType: 'image/svg+xml' };
  return null;
}

/** The Content-Type of a stored file, from the extension the server gave it. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// Shown in the browser; everything else (SVG, which can carry scripts, and Word files) downloads.
const INLINE = new Set(['png', 'jpg', 'gif', 'webp', 'avif', 'mp4', 'webm', 'mov', 'pdf']);

export function servedContentType(extension: string): { contentType: string; inline: boolean } {
  return { contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', inline: INLINE.has(extension) };
}
