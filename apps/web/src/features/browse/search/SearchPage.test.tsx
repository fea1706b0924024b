import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG } from '@okuryazar/shared';
import { SearchPage } from './SearchPage';
import { mockBackend } from '../../../test/mockBackend';
import { renderPage, signIn } from '../testUtils';
import { cleanUpAfterEach } from '../../../test/cleanup';

function renderSearch() {
  return renderPage(<SearchPage />, { path: '/search', pattern: '/search' });
}

beforeEach(() => {
  signIn();
  // The page needs no call; any would answer 599.
  mockBackend({});
});
cleanUpAfterEach();

describe('SearchPage (mobile search)', { timeout: 15_000 }, () => {
  it('shows the empty-query message inline (no native alert), tied to the box, and stays on the page', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.searchEmptyQuery);
    expect(box).toHaveAccessibleDescription(MSG.searchEmptyQuery);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.searchEmptyQuery);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    // Typing a word takes the message away.
    fireEvent.change(box, { target: { value: 'harita' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('opens the results page with the trimmed query', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderSearch();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '  Gece Yarısı ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/search-results?query=Gece%20Yar%C4%B1s%C4%B1');
  });

  it('lists the 20 categories with their search names, each linking to its page', () => {
    renderSearch();
    const region = screen.getByRole('region', { name: 'Kategoriler' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(within(region).getByRole('link', { name: /^Spiritüel/ })).toHaveAttribute('href', '/category/16');
    expect(within(region).queryByText('Spirituel')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /^Aksiyon/ })).toHaveAttribute('href', '/category/1');
    expect(within(region).getByRole('link', { name: /^Şiir/ })).toHaveAttribute('href', '/category/20');
  });
});
