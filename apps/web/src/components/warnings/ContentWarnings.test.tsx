import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ContentWarning } from '@okuryazar/shared';
import { BookPreviewCard } from '../books';
import { makeBook, renderWithProviders } from '../../test/books';
import { ContentWarningChips, ContentWarningChoices, ContentWarningInterstitial } from '.';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the card’s warning line', () => {
  it('names the warnings in Turkish, with the full list in its title and for screen readers', () => {
    renderWithProviders(<BookPreviewCard book={makeBook({ title: 'Kızıl', content_warnings: ['violence', 'death'] })} />);
    const note = screen.getByTestId('content-warning-note');
    expect(note).toHaveTextContent('⚠İçerik uyarıları: Şiddet, Ölüm');
    expect(note).toHaveAttribute('title', 'İçerik uyarıları: Şiddet, Ölüm');
    expect(note.querySelector('[aria-hidden="true"]')).toHaveTextContent('⚠');
  });

  it('is absent when the story carries none', () => {
    renderWithProviders(<BookPreviewCard book={makeBook({ content_warnings: [] })} />);
    expect(screen.queryByTestId('content-warning-note')).not.toBeInTheDocument();
  });
});

describe('the book page’s chip row', () => {
  it('is a group named "İçerik uyarıları" with one chip per warning', () => {
    render(<ContentWarningChips warnings={['self_harm', 'strong_language']} />);
    const group = screen.getByRole('group', { name: /İçerik uyarıları/ });
    expect(Array.from(group.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Kendine zarar verme', 'Ağır dil']);
  });
});

describe('the interstitial', () => {
  it('names the warnings and the hidden ones, focuses its heading, and answers both buttons', async () => {
    const onContinue = vi.fn();
    const onBack = vi.fn();
    const user = userEvent.setup();
    render(<ContentWarningInterstitial storyTitle="Kızıl" warnings={['violence', 'death']} hidden={['violence']} onContinue={onContinue} onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'İçerik uyarısı' })).toHaveFocus();
    expect(screen.getByText(/Bu hikaye şu içerik uyarılarını taşıyor:/)).toHaveTextContent('Bu hikaye şu içerik uyarılarını taşıyor: Şiddet, Ölüm.');
    expect(screen.getByText(/gizlediğiniz uyarılar/)).toHaveTextContent('Okuma ayarlarınızda gizlediğiniz uyarılar: Şiddet.');
    await user.click(screen.getByRole('button', { name: 'Geri dön' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('does not mention hidden warnings when the reader hides none of them', () => {
    render(<ContentWarningInterstitial storyTitle="Kızıl" warnings={['abuse']} onContinue={() => {}} onBack={() => {}} />);
    expect(screen.queryByText(/gizlediğiniz/)).not.toBeInTheDocument();
  });
});

describe('the checkbox group', () => {
  function Harness({ initial }: { initial: ContentWarning[] }) {
    const [value, setValue] = useState<ContentWarning[]>(initial);
    return (
      <>
        <ContentWarningChoices legend="Uyarılar" value={value} onChange={setValue} />
        <output data-testid="value">{value.join(',')}</output>
      </>
    );
  }

  it('lists the seven warnings and keeps the chosen ones in the catalogue order', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['death']} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: 'Ölüm' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Şiddet' }));
    expect(screen.getByTestId('value')).toHaveTextContent('violence,death');
    await user.click(screen.getByRole('checkbox', { name: 'Ölüm' }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^violence$/);
  });
});
