// The CRC-32 of pieces joined, from each piece's own CRC and length, without reading the pieces
// again: zlib's crc32_combine (crc32.c, "multmodp" and "x2nmodp"), which Node does not expose.
// The page cache joins a page with a form from precompressed pieces and a fresh token per response
// (page-cache.ts); the gzip trailer's CRC of a 150 KB page cost about 40 us a response read whole.

const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC polynomial, bits reflected as zlib has them. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

// x^(2^k) modulo p, for k up to 31.
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that moves a CRC past `length` more bytes: x^(8 * length) modulo p. */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
