/** mulberry32: small, fast and the same sequence for the same seed everywhere; floats in [0, 1). */
export function seededRandom(seed: number): () => number;

/** A 32-bit seed from a text (FNV-1a), so a text always yields the same sequence. */
export function textSeed(text: string): number;
