import { generateKeyPairSync, sign } from 'node:crypto';
import { base58btcDecode, ed25519KeyOfDid, verifiesWithDidKey } from './did-key';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A base58btc encoder for the test only: the service reads did:keys, never writes them. */
function base58btc(bytes: Uint8Array): string {
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

function walletKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { did: `did:key:z${base58btc(Uint8Array.from([0xed, 0x01, ...raw]))}`, privateKey, raw };
}

describe('did:key (Ed25519)', () => {
  it('decodes base58btc with leading zeros', () => {
    expect(Array.from(base58btcDecode('1112')!)).toEqual([0, 0, 0, 1]);
    expect(Buffer.from(base58btcDecode('StV1DL6CwTryKyV')!).toString()).toBe('hello world');
    expect(base58btcDecode('0OIl')).toBeNull();
  });

  it('reads the key of the W3C did:key example and of a generated key, and checks a signature with it', () => {
    expect(ed25519KeyOfDid('did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK')).not.toBeNull();
    const wallet = walletKey();
    expect(wallet.did).toMatch(/^did:key:z6Mk/);
    expect(Buffer.from(ed25519KeyOfDid(wallet.did)!.export({ format: 'jwk' }).x!, 'base64url')).toEqual(wallet.raw);
    const signature = sign(null, Buffer.from('challenge text'), wallet.privateKey);
    expect(verifiesWithDidKey(wallet.did, 'challenge text', signature.toString('base64url'))).toBe(true);
    expect(verifiesWithDidKey(wallet.did, 'challenge text', `z${base58btc(signature)}`)).toBe(true);
    expect(verifiesWithDidKey(wallet.did, 'other text', signature.toString('base64url'))).toBe(false);
    expect(verifiesWithDidKey(walletKey().did, 'challenge text', signature.toString('base64url'))).toBe(false);
    // Not an Ed25519 did:key (a secp256k1 one starts z6Q/zQ3s), or no did:key at all.
    expect(ed25519KeyOfDid('did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme')).toBeNull();
    expect(ed25519KeyOfDid('did:web:example.com')).toBeNull();
  });
});
