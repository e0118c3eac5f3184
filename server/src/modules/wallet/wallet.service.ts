import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { badInput } from '../../errors';
import { requireUser } from '../users/access';
import type { UserEntity } from '../users/user.entity';
import type { UsersRepository } from '../users/users.repository';
import { ed25519KeyOfDid, verifiesWithDidKey } from './did-key';

/** How long a binding challenge may be signed and sent back. */
export const CHALLENGE_TTL_SECONDS = 600;

export interface WalletBindingInput {
  did: string;
  challenge: string;
  signature: string;
}

export interface WalletBinding {
  did: string | null;
  boundAt: Date | null;
}

const field = (name: string, message: string) => badInput(message, { fields: { [name]: message } });

/**
 * Holder binding: a member proves they control an Ed25519 did:key by signing a challenge from the server with
 * the wallet's key; new credentials then name that DID as their subject. The challenge is stateless (an HMAC of
 * the member, its expiry and a nonce under the app's secret), so any process can check it and none keeps it.
 */
export class WalletService {
  constructor(
    private readonly deps: {
      users: Pick<UsersRepository, 'setWalletDid'>;
      secret: string;
      publicUrl: () => string;
    },
  ) {}

  private mac(text: string): string {
    return createHmac('sha256', this.deps.secret).update(`leerpunt-wallet-binding\n${text}`).digest('base64url');
  }

  /** A challenge for the caller to sign with the wallet's key: the exact UTF-8 text is signed. */
  challenge(actor: UserEntity | null, now = new Date()): { challenge: string; expiresAt: Date } {
    const user = requireUser(actor);
    const expiresAt = new Date(Math.floor(now.getTime() / 1000 + CHALLENGE_TTL_SECONDS) * 1000);
    const body = `${new URL(this.deps.publicUrl()).host} wallet binding for member ${user.id} until ${expiresAt.toISOString()} nonce ${randomBytes(16).toString('base64url')}`;
    return { challenge: `${body} mac ${this.mac(body)}`, expiresAt };
  }

  /** True when `challenge` was made by this app for `userId` and has not expired. */
  private challengeHolds(challenge: string, userId: number, now: Date): boolean {
    const match = /^(\S+ wallet binding for member (\d+) until (\S+) nonce [A-Za-z0-9_-]{22}) mac ([A-Za-z0-9_-]{43})$/.exec(challenge);
    if (!match || Number(match[2]) !== userId) return false;
    const expected = Buffer.from(this.mac(match[1]));
    const given = Buffer.from(match[4]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const until = new Date(match[3]);
    return !Number.isNaN(until.getTime()) && until > now;
  }

  /** Binds `did` to the caller once the challenge, the DID and the signature all hold. */
  async bind(actor: UserEntity | null, input: WalletBindingInput, now = new Date()): Promise<WalletBinding> {
    const user = requireUser(actor);
    const did = input.did.trim();
    if (!ed25519KeyOfDid(did)) throw field('did', 'Enter an Ed25519 did:key (it starts with did:key:z6Mk).');
    if (!this.challengeHolds(input.challenge.trim(), user.id, now)) throw field('challenge', 'This challenge has expired or is not yours. Ask for a new one.');
    if (!verifiesWithDidKey(did, input.challenge.trim(), input.signature)) {
      throw field('signature', "The signature does not verify with this did:key's key. Sign the challenge text exactly as given.");
    }
    await this.deps.users.setWalletDid(user.id, did);
    return { did, boundAt: now };
  }

  /** Removes the caller's wallet binding; new credentials name their urn:uuid again. */
  async unbind(actor: UserEntity | null): Promise<WalletBinding> {
    const user = requireUser(actor);
    await this.deps.users.setWalletDid(user.id, null);
    return { did: null, boundAt: null };
  }

  /** The caller's current binding. */
  binding(actor: UserEntity | null): WalletBinding {
    const user = requireUser(actor);
    return { did: user.walletDid ?? null, boundAt: user.walletBoundAt ?? null };
  }
}

/** The `credentialSubject.id` of new credentials for `user`: the bound wallet DID, else the member's stable urn:uuid. */
export const credentialSubjectOf = (user: Pick<UserEntity, 'walletDid' | 'credentialSubjectId'>) => user.walletDid ?? `urn:uuid:${user.credentialSubjectId}`;
