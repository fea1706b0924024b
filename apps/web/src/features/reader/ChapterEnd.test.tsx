import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, chapterIdOf, installFakeServer, makeBookCard, makeReader, renderReader, setSession } from './testUtils';
import { cleanUpAfterEach } from '../../test/cleanup';
import { stubIntersectionObserver } from '../../test/observers';

beforeEach(() => {
  setSession();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

cleanUpAfterEach();

describe('the end of a chapter', { timeout: 20_000 }, () => {
  it('a middle chapter ends with a compact card (like, comment) and one way to the next chapter', async () => {
    const fetchMock = installFakeServer({});
    renderReader(2);
    const card = await screen.findByRole('complementary', { name: 'Bölüm sonu' });
    // One "next chapter" on the page, under the card, with the chapter's whole title.
    const toNext = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/read/1/13');
    expect(toNext).toHaveLength(1);
    expect(toNext[0]).toHaveAccessibleName('Sonraki Bölüm Bölüm başlığı 3');
    expect(card).not.toContainElement(toNext[0]!);
    expect(within(card).getByRole('link', { name: 'Yorum yapın' })).toHaveAttribute('href', '#yorumlar');
    expect(screen.queryByText('Şimdilik son bölüm')).not.toBeInTheDocument();

    const like = within(card).getByRole('button', { name: /Bu bölümü beğen/ });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(fetchMock, 'POST', /^\/bookReader\/chapters\/12\/like$/)).toHaveLength(1);
    // The header's like shows the same state.
    expect(screen.getByRole('button', { name: /^Bölümü beğen/ })).toHaveAttribute('aria-pressed', 'true');
    // Nothing about the end of the story is loaded for a middle chapter.
    expect(callsTo(fetchMock, 'GET', /next-read|isFollowing/)).toHaveLength(0);
  });

  it('the last chapter says the story ends here for now, offers follow and what to read next', async () => {
    const fetchMock = installFakeServer({
      nextRead: [makeBookCard(2), makeBookCard(3)],
      following: false,
    });
    renderReader(3);
    const card = await screen.findByRole('complementary', { name: /“Sisli Vadi” hikayesinin yayımlanmış son bölümünü okudunuz/ });
    expect(card).toHaveTextContent('Şimdilik son bölüm');
    expect(within(card).getByRole('button', { name: /Bu bölümü beğen/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Yorum yapın' })).toHaveAttribute('href', '#yorumlar');
    expect(within(card).queryByRole('link', { name: /Sonraki bölüm/ })).not.toBeInTheDocument();

    const follow = await within(card).findByRole('button', { name: 'Ayşe Yazar adlı yazarı takip edin' });
    expect(card).toHaveTextContent('haberdar olmak için yazarı takip edin');
    await userEvent.click(follow);
    expect(await within(card).findByRole('button', { name: 'Ayşe Yazar takip ediliyor' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, 'POST', /^\/search\/follow\/5\/77$/)).toHaveLength(1);
    expect(card).toHaveTextContent('Yazar yeni bir bölüm yayımladığında size bildirim göndereceğiz.');

    // "Sıradaki okuma": the story's next reads, each a link to its book page.
    const next = within(card).getByRole('region', { name: 'Sıradaki okuma' });
    const links = within(next).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/book/2', '/book/3']);
    expect(links[0]).toHaveTextContent('Önerilen kitap 2');
    expect(callsTo(fetchMock, 'GET', /^\/books\/1\/next-read$/)).toHaveLength(1);
  });

  it('asks for the next read only when the end of the story comes near, and shows nothing without one', async () => {
    const reveal = stubIntersectionObserver();
    const fetchMock = installFakeServer({ nextRead: [] });
    renderReader(3);
    const card = await screen.findByRole('complementary', { name: /son bölümünü okudunuz/ });
    await within(card).findByRole('button', { name: /takip edin/ });
    expect(callsTo(fetchMock, 'GET', /next-read/)).toHaveLength(0);
    act(() => reveal(true));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', /next-read/)).toHaveLength(1));
    expect(within(card).queryByRole('region', { name: 'Sıradaki okuma' })).not.toBeInTheDocument();
  });

  it('a reader who keeps the story in the library is told they will hear of new chapters', async () => {
    installFakeServer({ reader: (id) => ({ ...makeReader(id - 10), isInLibrary: true }) });
    renderReader(chapterIdOf(3) - 10);
    const card = await screen.findByRole('complementary', { name: /son bölümünü okudunuz/ });
    await within(card).findByRole('button', { name: /takip edin/ });
    expect(card).toHaveTextContent('Yazar yeni bir bölüm yayımladığında size bildirim göndereceğiz.');
  });
});
