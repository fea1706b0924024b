import { CONTENT_WARNING_LABELS, type ContentWarning } from '@okuryazar/shared';

/** "Şiddet, Ölüm": the warnings' Turkish labels in the order given (the API's catalogue order). */
export function warningList(warnings: readonly ContentWarning[]): string {
  return warnings.map((w) => CONTENT_WARNING_LABELS[w]).join(', ');
}

/** The story's warnings this reader hides in their settings. */
export function hiddenAmong(warnings: readonly ContentWarning[], hidden: readonly ContentWarning[]): ContentWarning[] {
  return warnings.filter((w) => hidden.includes(w));
}
