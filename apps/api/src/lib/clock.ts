/** Injected wherever time matters so tests can move it (token expiry, lock-outs, reset links). */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const d = new Date(value.includes('T') || value.includes('+') ? value : `${value.replace(' ', 'T')}Z`);
    return Number.isNaN(d.getTime()) ? value : d.toISOString();
  }
  return new Date(Number(value)).toISOString();
}
