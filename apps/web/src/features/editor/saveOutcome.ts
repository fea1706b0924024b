import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { ApiError } from '../../lib/api';

/** conflict: the server refused the base version; the conflict dialog is open, no toast needed. */
export type SaveFailure = { ok: false; reason: string; conflict?: boolean };
export type SaveOutcome = { ok: true; chapterId: number } | SaveFailure;

export interface ChapterLengths {
  title: string;
  /** The text's characters as the reader counts them (chapterText). */
  text: string;
  notes: string[];
  /** The "Önceki bölümlerde" recap as typed (absent: none). */
  recap?: string;
}

/** Why the chapter cannot be saved as it is, before anything is sent; null when it can. */
export function refusalBeforeSave({ title, text, notes, recap = '' }: ChapterLengths): string | null {
  if (!title.trim() || !text.trim()) return MSG.titleAndContentRequired;
  if (text.length > LIMITS.chapterMaxChars) return MSG.characterLimit;
  if (notes.some((note) => note.length > LIMITS.authorNoteMaxChars)) return MSG.authorNoteTooLong;
  if (recap.length > LIMITS.chapterRecapMaxChars) return MSG.recapTooLong;
  return null;
}

/** The server's refusal as the author reads it; anything unexpected is the generic save error. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.CHARACTER_LIMIT || error.message === MSG.characterLimit) return MSG.characterLimit;
    if (error.message === MSG.titleAndContentRequired) return MSG.titleAndContentRequired;
    if (error.message === MSG.authorNoteTooLong) return MSG.authorNoteTooLong;
    if (error.message === MSG.recapTooLong) return MSG.recapTooLong;
  }
  return MSG.saveError;
}
