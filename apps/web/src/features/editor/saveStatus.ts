import { formatSavedTime } from './chapterText';

export interface SaveStatusInput {
  /** A save is on its way. */
  saving: boolean;
  /** The last save failed (and nothing has been saved or loaded since). */
  failed: boolean;
  dirty: boolean;
  /** When the server autosave last kept the unsaved text. */
  draftSavedAt: Date | null;
  /** When the text in the editor was last saved. */
  savedAt: Date | null;
}

export type SaveTone = 'saving' | 'error' | 'dirty' | 'saved';

/** The status line beside the chapter's state chip. */
export function saveStatus({ saving, failed, dirty, draftSavedAt, savedAt }: SaveStatusInput): { text: string; tone: SaveTone } {
  if (saving) return { text: 'Kaydediliyor…', tone: 'saving' };
  if (dirty) {
    if (failed) return { text: 'Kaydedilemedi · taslak bu cihazda saklı', tone: 'error' };
    return { text: draftSavedAt ? `Taslak kaydedildi · ${formatSavedTime(draftSavedAt)}` : 'Kaydedilmemiş değişiklikler', tone: 'dirty' };
  }
  return { text: savedAt ? `Kaydedildi · ${formatSavedTime(savedAt)}` : 'Henüz kaydedilmedi', tone: 'saved' };
}
