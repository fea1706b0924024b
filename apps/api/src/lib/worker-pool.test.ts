import { describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool';

describe('WorkerPool', () => {
  it('answers a handler’s value or its promise’s, and passes a failure on as a rejection', async () => {
    const pool = new WorkerPool<number, number>(
      `async function handle(input, data) {
         if (input < 0) throw new Error('eksi sayı');
         await new Promise((resolve) => setTimeout(resolve, 5));
         return input * data.factor;
       }`,
      { factor: 3 },
      1,
    );
    expect(await Promise.all([pool.run(1), pool.run(2), pool.run(3)])).toEqual([3, 6, 9]);
    await expect(pool.run(-1)).rejects.toThrow('eksi sayı');
    // The worker lives on after a failed job.
    expect(await pool.run(4)).toBe(12);
  });
});
