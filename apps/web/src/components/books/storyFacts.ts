import { relativeTime, storyStatusLabel, type BookCard } from '@okuryazar/shared';

/** "12 dk okuma"; a story of a few words still takes a minute. */
export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, minutes)} dk okuma`;
}

/** "3 gün önce güncellendi", or null while no chapter is published. */
export function updatedLabel(updatedAt: string | null, now: Date): string | null {
  return updatedAt === null ? null : `${relativeTime(updatedAt, now)} güncellendi`;
}

export function statusLabel(book: Pick<BookCard, 'is_completed'>): string {
  return storyStatusLabel(book.is_completed);
}
