import zlib from 'node:zlib';

/** What production asks of a secret it signs with: 32 bytes of entropy. */
export const MIN_SECRET_BITS = 256;

/** The alphabets a generated secret is written in, smallest first. */
const ALPHABETS: [RegExp, number][] = [
  [/^[0-9a-f]+$/i, 16], // hex: `openssl rand -hex 32`
  [/^[A-Z2-7]+$/, 32], // base32
  [/^[A-Za-z0-9+/_-]+$/, 64], // base64 and base64url: `openssl rand -base64 32`
];

/**
 * An upper estimate of a secret's entropy in bits, judged the way a guesser would see it: its
 * length times the bits of the smallest alphabet it is written in (a printable-ASCII string
 * counts 6.6 bits a character), and never more than its compressed size — a repeated or
 * patterned string compresses, a random one does not. It cannot tell a random string from a
 * well-chosen-looking one; it only refuses what is plainly too short or too regular.
 */
export function estimatedEntropyBits(secret: string): number {
  const text = secret.replace(/=+$/, '');
  if (text.length === 0) return 0;
  const alphabet = ALPHABETS.find(([shape]) => shape.test(text))?.[1] ?? 95;
  const byAlphabet = text.length * Math.log2(alphabet);
  const compressed = zlib.deflateRawSync(Buffer.from(text), { level: 9 }).length;
  return Math.floor(Math.min(byAlphabet, compressed * 8));
}
