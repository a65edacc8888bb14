import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with m=19 MiB, t=2, p=1 (the OWASP baseline).

/** Hashes a password with argon2id. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against a real hash when the user does not exist keeps the timing of both answers alike.
let dummyHash: Promise<string> | undefined;

/** Checks password against storedHash; with no hash (unknown user, Google-only account) it still spends the same time and answers false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
