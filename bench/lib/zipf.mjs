// Deterministic draws for the mixed-day bench (`npm run bench -- --mix`): the project's seeded
// PRNG (@okuryazar/shared/seeded-random), so two runs with the same seed ask for the same
// sequence, and a Zipf sampler over ranks 0..n-1
// (rank 0 the most read), by inverse CDF: one Float64Array of n cumulative weights (8 MB at a
// million chapters) and a binary search per draw.

export { seededRandom } from '@okuryazar/shared/seeded-random';

/** P(rank k) ∝ 1 / (k + 1)^s. */
export function zipfSampler(n, s, random) {
  if (n < 1) throw new Error('a Zipf distribution needs at least one rank');
  const cdf = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k += 1) {
    total += 1 / (k + 1) ** s;
    cdf[k] = total;
  }
  return () => {
    const u = random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
