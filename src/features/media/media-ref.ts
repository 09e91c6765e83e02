// How a block, a rich-text image or a page's social image points at an image of the media
// library. The facts a page needs to draw it without a query (address, size, placeholder) are
// copied in when staff pick the image, so rendering a page never reads the media table.
// A namespace import: bundled for the browser (entry-check.island.ts), `{ z }` carries every locale of zod (450 KB instead of 75).
import * as z from 'zod';

export const MEDIA_URL_PATTERN = /^\/media\/[\w./-]+$/;

export const mediaRefSchema = z.object({
  /** The media_files row, when the image is from the library. */
  id: z.uuid().optional(),
  /** Where the image is served: a path of our own media route (/media/...). */
  url: z.string('Choose an image.').regex(MEDIA_URL_PATTERN, 'Choose an image from the media library.'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Describes the image for people who cannot see it; required wherever the image means something. */
  alt: z.string().trim().max(300, 'Use at most 300 characters for the alt text.'),
  /** A tiny blurred copy shown while the image loads (a data: URL), when the library made one. */
  blurDataUrl: z
    .string()
    .max(4_000)
    .regex(/^data:image\/(webp|png|jpeg);base64,[A-Za-z0-9+/=]+$/)
    .optional(),
});

export type MediaRef = z.infer<typeof mediaRefSchema>;
