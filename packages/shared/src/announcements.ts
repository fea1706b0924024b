// Story announcements' texts and codes without zod, so the book page that shows them does not
// load the schemas (scripts/bundle-report.mjs --check).
import { ANNOUNCEMENT_LIMITS } from './limits';

/** Turkish texts of story announcements (docs/PRODUCT.md#story-announcements). */
export const ANNOUNCEMENT_MSG = {
  empty: 'Duyuru boş olamaz.',
  tooLong: `Duyuru en fazla ${ANNOUNCEMENT_LIMITS.maxChars} karakter olabilir.`,
  notFound: 'Duyuru bulunamadı.',
  /** `next` is the Turkish date and time the next one is possible. */
  oncePerDay: (next: string) => `Bu hikaye için bugün zaten bir duyuru yayınladınız. Bir sonrakini ${next} sonrasında yayınlayabilirsiniz.`,
} as const;

export const ANNOUNCEMENT_CODES = { DAILY_LIMIT: 'ANNOUNCEMENT_DAILY_LIMIT' } as const;
