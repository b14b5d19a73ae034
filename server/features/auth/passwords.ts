// Password hashing with argon2id (OWASP's first choice), through a prebuilt native binding.
import { hash, verify } from '@node-rs/argon2';

// OWASP 2024 minimum for argon2id: m=19 MiB, t=2, p=1.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a sign-in for an unknown account is not faster than a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('wildlens-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
