/** Password hashing: argon2id (OWASP's first choice), parameters from @node-rs/argon2's defaults. */
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export const hashPassword = (plain: string) => hash(plain, { algorithm: ARGON2ID });

export const verifyPassword = async (stored: string, plain: string) => {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
};

/**
 * A hash to verify against when the user does not exist, so that an unknown username costs the
 * same time as a wrong password and response timing does not reveal which accounts exist.
 */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('tenon-timing-equaliser'));
