import { generateKeyPairSync, type KeyObject } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58btc (Bitcoin's alphabet), with a leading 1 per leading zero byte: the tests' encoder; the app only reads did:keys. */
export function base58btc(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const digits: number[] = [];
  for (const byte of bytes.subarray(zeros)) {
    let carry = byte;
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i] << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((d) => ALPHABET[d])
      .join('')
  );
}

/** A wallet's Ed25519 key pair and its did:key (multicodec 0xed01, multibase z), as a wallet makes them. */
export function walletKey(): { did: string; privateKey: KeyObject; raw: Buffer } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { did: `did:key:z${base58btc(Uint8Array.from([0xed, 0x01, ...raw]))}`, privateKey, raw };
}
