import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane): ~20 ms here, slow
 * enough for stolen hashes, fast enough for a login. The parameters travel inside each hash,
 * so raising them later keeps old hashes verifiable.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified when the e-mail is unknown, so a login takes as long whether the account exists or not. */
export const unknownUserHash = await hashPassword('no account has this password');
