import { createPublicKey, verify, type KeyObject } from 'node:crypto';

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bytes of a base58btc text (the Bitcoin alphabet), or null when a character is not in it. */
export function base58btcDecode(text: string): Uint8Array | null {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  // Little-endian base-256 digits of the number the rest of the text spells.
  const digits: number[] = [];
  for (const char of text.slice(zeros)) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i] * 58;
      digits[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      digits.push(carry & 0xff);
      carry >>= 8;
    }
  }
  // Each leading '1' is a leading zero byte.
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...digits.reverse()]);
}

/** The multicodec prefix of an Ed25519 public key (0xed, as a varint: 0xed 0x01). */
const ED25519_PUB = [0xed, 0x01];

/** A did:key of an Ed25519 key: `did:key:z6Mk…` (multibase base58btc of the multicodec key). */
export const DID_KEY_PATTERN = /^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{40,50}$/;

/** The Ed25519 public key a did:key names, or null when it is not an Ed25519 did:key. */
export function ed25519KeyOfDid(did: string): KeyObject | null {
  if (!DID_KEY_PATTERN.test(did)) return null;
  const bytes = base58btcDecode(did.slice('did:key:z'.length));
  if (!bytes || bytes.length !== 34 || bytes[0] !== ED25519_PUB[0] || bytes[1] !== ED25519_PUB[1]) return null;
  try {
    return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bytes.subarray(2)).toString('base64url') }, format: 'jwk' });
  } catch {
    return null;
  }
}

/** The bytes of a signature given as base64url (or base64), or as multibase base58btc (`z…`). */
export function signatureBytes(signature: string): Uint8Array | null {
  const s = signature.trim();
  if (/^z[1-9A-HJ-NP-Za-km-z]+$/.test(s)) return base58btcDecode(s.slice(1));
  if (/^[A-Za-z0-9_+/-]+=*$/.test(s)) return Buffer.from(s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
  return null;
}

/** True when `signature` is the Ed25519 signature of the UTF-8 bytes of `message` by the key of `did`. */
export function verifiesWithDidKey(did: string, message: string, signature: string): boolean {
  const key = ed25519KeyOfDid(did);
  const bytes = signatureBytes(signature);
  if (!key || !bytes || bytes.length !== 64) return false;
  return verify(null, Buffer.from(message, 'utf8'), key, bytes);
}
