import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';

describe('the CRC-32 of pieces joined', () => {
  it('is the CRC of the whole, for pieces of any length, an empty one among them', () => {
    for (const lengths of [
      [0, 5],
      [1, 1],
      [150_000, 60, 20_000],
      [3, 0, 70_001, 1],
    ]) {
      const pieces = lengths.map((length) => randomBytes(length));
      let crc = zlib.crc32(pieces[0]!);
      for (const piece of pieces.slice(1)) crc = crc32Combine(crc, zlib.crc32(piece), crc32Shift(piece.length));
      expect(crc).toBe(zlib.crc32(Buffer.concat(pieces)));
    }
  });
});
