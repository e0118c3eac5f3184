import argon2 from 'argon2';

/** Hashes and checks passwords; replaceable through service overrides so tests can count the checks. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const argon2Passwords: PasswordHasher = {
  hash: (password) => argon2.hash(password, ARGON2_OPTIONS),
  verify: (hash, password) => argon2.verify(hash, password),
};
