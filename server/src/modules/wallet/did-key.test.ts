import { sign } from 'node:crypto';
import { base58btc, walletKey } from '../../../../tests/support/wallet-key';
import { base58btcDecode, ed25519KeyOfDid, verifiesWithDidKey } from './did-key';

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
