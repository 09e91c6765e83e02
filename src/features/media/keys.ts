// Where library files are stored and the address the site serves them at: the storage key
// public/media/<folder>/<uuid>.<ext> is served at /media/<folder>/<uuid>.<ext>. Names are made by
// the server and never reused, so a file's address can be cached for ever.
import { FOLDER_NAME } from './admin-schema';

const KEY_PREFIX = 'public/media/';
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-w\d{2,4})?\.[a-z0-9]{2,4}$/;

export const mediaKey = (folder: string, name: string) => `${KEY_PREFIX}${folder}/${name}`;

export const publicMediaUrl = (key: string) => (key.startsWith(KEY_PREFIX) ? `/media/${key.slice(KEY_PREFIX.length)}` : null);

/** The storage key behind /media/<folder>/<name>, or null for anything the server did not make. */
export function keyFromMediaPath(segments: readonly string[]): { key: string; extension: string } | null {
  if (segments.length !== 2) return null;
  const [folder, name] = segments as [string, string];
  if (!FOLDER_NAME.test(folder) || !STORED_NAME.test(name)) return null;
  return { key: mediaKey(folder, name), extension: name.slice(name.lastIndexOf('.') + 1) };
}
