import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { RECAP_LABEL } from './RecapField';
import { readDraft } from './draftStore';
import { refusalBeforeSave } from './saveOutcome';
import { mockBackend } from '../../test/mockBackend';
import { BOOK, CHAPTER, chapterResponse, LOADED, ref, renderWriting, savedResponse, setUpWritingTests, openChapterInEditor } from './testUtils';

/* "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): the chapter's recap in the editor, beside the author's notes, saved, drafted and autosaved with the text. */

setUpWritingTests();

const recapBox = () => screen.getByRole('textbox', { name: `${RECAP_LABEL} özeti` });

describe('recap in the editor', { timeout: 20_000 }, () => {
  it('is collapsed without a recap; opened, a typed recap is saved with the text and kept in the local draft', async () => {
    const api = openChapterInEditor(chapterResponse(), { 'POST /stories/chapters': () => savedResponse() });
    const toggle = await screen.findByRole('button', { name: new RegExp(RECAP_LABEL) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('İsteğe bağlı');
    await userEvent.click(toggle);
    expect(recapBox()).toBeVisible();
    expect(recapBox()).toHaveAttribute('maxlength', String(LIMITS.chapterRecapMaxChars));
    await userEvent.type(recapBox(), 'Köy yandı.');
    expect(toggle).toHaveTextContent('Özet var');
    expect(screen.getByText(`10 / ${LIMITS.chapterRecapMaxChars.toLocaleString('tr-TR')} karakter`)).toBeInTheDocument();
    await waitFor(() => expect(readDraft(localStorage, ref)).toMatchObject({ recap: 'Köy yandı.' }));

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /stories/chapters')[0]!.body).toMatchObject({ recap: 'Köy yandı.' });
  });

  it('opens with the saved recap and goes to the server with the autosave', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': chapterResponse({ recap: 'Kayıtlı özet.' }),
      'PUT /stories/chapters/:chapterId/autosave': { message: MSG.draftSaved, updated_at: '2025-03-01T10:05:00.000Z', base_updated_at: LOADED },
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByRole('button', { name: new RegExp(RECAP_LABEL) })).toHaveAttribute('aria-expanded', 'true');
    expect(recapBox()).toHaveValue('Kayıtlı özet.');
    await userEvent.type(recapBox(), ' Ek');
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')[0]!.body).toMatchObject({ recap: 'Kayıtlı özet. Ek', base_updated_at: LOADED });
  });

  it('is refused before sending when too long, with the Turkish message', () => {
    const base = { title: 'Başlık', text: 'Metin', notes: [] };
    expect(refusalBeforeSave({ ...base, recap: 'ö'.repeat(LIMITS.chapterRecapMaxChars) })).toBeNull();
    expect(refusalBeforeSave({ ...base, recap: 'ö'.repeat(LIMITS.chapterRecapMaxChars + 1) })).toBe(MSG.recapTooLong);
    expect(MSG.recapTooLong).toBe('Önceki bölümlerde özeti en fazla 1000 karakter olabilir.');
  });
});
