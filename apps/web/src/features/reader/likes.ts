import { formatInteger } from '../../lib/turkishNumbers';

/** 1234 → "1.234" (no Intl on the reader's first paint, see lib/turkishNumbers). */
export const formatCount = (value: number) => formatInteger(Math.max(0, value));
