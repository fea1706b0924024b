let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
/** The native argon2 addon loads on the first hash or check, not at start-up (issue 10). */
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** Argon2id in @node-rs/argon2's Algorithm enum (a const enum, so it cannot be imported here). */
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and ~20 ms on these machines.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a throwaway password, verified when the e-mail has no account so a
 * failed login takes as long either way (no account discovery through timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('okuryazar-dummy-password');
  return dummyHash;
}
