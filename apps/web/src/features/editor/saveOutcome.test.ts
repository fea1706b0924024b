import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { failureText, refusalBeforeSave } from './saveOutcome';
import { formatSavedTime } from './chapterText';
import { saveStatus } from './saveStatus';

describe('refusalBeforeSave', () => {
  const ok = { title: 'Başlık', text: 'Metin', notes: ['', ''] };

  it('lets a titled text with notes within their limit go', () => {
    expect(refusalBeforeSave(ok)).toBeNull();
    expect(refusalBeforeSave({ ...ok, text: 'a'.repeat(LIMITS.chapterMaxChars), notes: ['a'.repeat(LIMITS.authorNoteMaxChars), ''] })).toBeNull();
  });

  it('asks for a title and a text, spaces not counting', () => {
    expect(refusalBeforeSave({ ...ok, title: '   ' })).toBe(MSG.titleAndContentRequired);
    expect(refusalBeforeSave({ ...ok, text: ' \n ' })).toBe(MSG.titleAndContentRequired);
  });

  it('refuses a text or a note past its limit', () => {
    expect(refusalBeforeSave({ ...ok, text: 'a'.repeat(LIMITS.chapterMaxChars + 1) })).toBe(MSG.characterLimit);
    expect(refusalBeforeSave({ ...ok, notes: ['', 'a'.repeat(LIMITS.authorNoteMaxChars + 1)] })).toBe(MSG.authorNoteTooLong);
  });
});

describe('failureText', () => {
  it("repeats the server's refusals the author can act on", () => {
    expect(failureText(new ApiError('x', 400, ERROR_CODES.CHARACTER_LIMIT))).toBe(MSG.characterLimit);
    expect(failureText(new ApiError(MSG.titleAndContentRequired, 400, 'ERROR'))).toBe(MSG.titleAndContentRequired);
    expect(failureText(new ApiError(MSG.authorNoteTooLong, 400, 'ERROR'))).toBe(MSG.authorNoteTooLong);
  });

  it('says only that the save failed for anything else', () => {
    expect(failureText(new ApiError('Sunucu hatası', 500, 'INTERNAL'))).toBe(MSG.saveError);
    expect(failureText(new TypeError('Failed to fetch'))).toBe(MSG.saveError);
  });
});

describe('saveStatus', () => {
  const at = new Date(2025, 2, 1, 14, 5);
  const base = { saving: false, failed: false, dirty: false, draftSavedAt: null, savedAt: null };

  it('shows a save on its way above anything else', () => {
    expect(saveStatus({ ...base, saving: true, failed: true, dirty: true })).toEqual({ text: 'Kaydediliyor…', tone: 'saving' });
  });

  it('says where unsaved changes are kept', () => {
    expect(saveStatus({ ...base, dirty: true, failed: true, draftSavedAt: at }).tone).toBe('error');
    expect(saveStatus({ ...base, dirty: true, draftSavedAt: at }).text).toBe(`Taslak kaydedildi · ${formatSavedTime(at)}`);
    expect(saveStatus({ ...base, dirty: true })).toEqual({ text: 'Kaydedilmemiş değişiklikler', tone: 'dirty' });
  });

  it('forgets a failed save once the text is clean again', () => {
    expect(saveStatus({ ...base, failed: true, savedAt: at }).text).toBe(`Kaydedildi · ${formatSavedTime(at)}`);
    expect(saveStatus(base)).toEqual({ text: 'Henüz kaydedilmedi', tone: 'saved' });
  });
});
