import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HeaderSearch } from './HeaderSearch';
import { mockBackend } from '../../test/mockBackend';
import { renderPage } from '../../test/renderPage';

const SUGGESTIONS = {
  suggestions: [
    { type: 'story' as const, book_id: 7, title: "Kadıköy'de Bir Gece", author: 'ayse' },
    { type: 'author' as const, user_id: 12, username: 'kadikoylu', full_name: 'Kadir Kaya' },
    { type: 'tag' as const, tag: 'kadikoy', label: 'Kadıköy' },
  ],
};

function renderHeader() {
  return renderPage(<HeaderSearch />, { path: '/dashboard', pattern: '/dashboard' });
}

async function typeAndWait(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  return screen.findByRole('listbox', { name: 'Arama önerileri' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HeaderSearch type-ahead (docs/PRODUCT.md#discovery)', { timeout: 15_000 }, () => {
  it('asks once typing pauses, with the text as typed, and marks the folded match', async () => {
    const { callsTo } = mockBackend({ 'GET /search/suggest': SUGGESTIONS });
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ka' } });
    fireEvent.change(box, { target: { value: 'kad' } });
    fireEvent.change(box, { target: { value: 'kadikoy' } });
    const list = await screen.findByRole('listbox', { name: 'Arama önerileri' });
    // Debounced: the intermediate texts were never sent.
    expect(callsTo('GET /search/suggest').map((c) => c.query.get('q'))).toEqual(['kadikoy']);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent("HikayeKadıköy'de Bir Geceayse");
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Kadıköy');
    expect(options[2]!.querySelector('mark')).toHaveTextContent('Kadıköy');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
  });

  it('moves through the options with ↑/↓ (aria-activedescendant) and opens one with Enter', async () => {
    mockBackend({ 'GET /search/suggest': SUGGESTIONS });
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    const list = await typeAndWait(box, 'kadikoy');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = within(list).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    // Up from the first option goes back to the text itself.
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/etiket/kadikoy');
  });

  it('closes with Esc and searches the text with Enter when no option is active', async () => {
    mockBackend({ 'GET /search/suggest': SUGGESTIONS });
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await typeAndWait(box, 'kadikoy');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?query=kadikoy');
  });

  it('opens an author with a click and asks nothing for one letter', async () => {
    const { callsTo } = mockBackend({ 'GET /search/suggest': SUGGESTIONS });
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'k' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(callsTo('GET /search/suggest')).toHaveLength(0);
    const list = await typeAndWait(box, 'kadi');
    fireEvent.click(within(list).getAllByRole('option')[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/12');
  });
});
