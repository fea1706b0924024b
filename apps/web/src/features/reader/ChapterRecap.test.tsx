import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, installReaderTestSetup, makeReader, renderReader } from './testUtils';

installReaderTestSetup();

/* "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): the previous chapter's recap the server sends a returning reader, folded above the text. */
describe('Önceki bölümlerde', { timeout: 20_000 }, () => {
  it('shows the recap folded above the text, as plain text, and opens it on demand', async () => {
    installFakeServer({
      reader: (id) => ({
        ...makeReader(id - 10, { chapter: { note_before: '<p>Not.</p>' } }),
        recap: { chapter_title: 'Bölüm başlığı 1', text: 'Köy yandı.\n<b>Kurt</b> kaçtı.' },
      }),
    });
    renderReader(2);
    const recap = await screen.findByTestId('chapter-recap');
    expect(recap.tagName).toBe('DETAILS');
    expect(recap).toHaveClass('disclosure');
    expect(recap).not.toHaveAttribute('open');
    const summary = within(recap).getByText('Önceki bölümlerde');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary).toHaveClass('disclosure-summary');
    // Plain text: markup the author typed is shown as typed, never as HTML.
    expect(recap.querySelector('b')).toBeNull();
    expect(recap).toHaveTextContent('<b>Kurt</b> kaçtı.');
    expect(recap).toHaveTextContent('Bölüm başlığı 1');
    // Above the author's note and the text.
    const text = screen.getByTestId('chapter-content');
    const note = screen.getByTestId('author-note-before');
    expect(recap.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(recap.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(summary);
    expect(recap).toHaveAttribute('open');
  });

  it('shows nothing when the server sends no recap', async () => {
    installFakeServer({ reader: (id) => ({ ...makeReader(id - 10), recap: null }) });
    renderReader(2);
    await screen.findByTestId('chapter-content');
    expect(screen.queryByTestId('chapter-recap')).toBeNull();
    expect(screen.queryByText('Önceki bölümlerde')).toBeNull();
  });
});
