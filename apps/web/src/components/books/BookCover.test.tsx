import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BookCover } from './BookCover';

const SIZED = '/uploads/covers/AbCdEfGhIjKlMnOpQrStUv-_-w800.jpg';
const STEM = '/uploads/covers/AbCdEfGhIjKlMnOpQrStUv-_';

describe('BookCover', () => {
  it('offers the stored sizes as a srcset with sizes, width and height, lazily by default', () => {
    render(<BookCover src={SIZED} title="Sisli Vadi" sizes="120px" />);
    const img = screen.getByRole('img', { name: 'Sisli Vadi' });
    expect(img).toHaveAttribute('src', SIZED);
    expect(img).toHaveAttribute('srcset', `${STEM}-w240.webp 240w, ${STEM}-w480.webp 480w, ${SIZED} 800w`);
    expect(img).toHaveAttribute('sizes', '120px');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('lists only the sizes below a small original (nothing is enlarged)', () => {
    render(<BookCover src="covers/AbCdEfGhIjKlMnOpQrStUv-_-w300.jpg" title="Küçük" />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'srcset',
      '/uploads/covers/AbCdEfGhIjKlMnOpQrStUv-_-w240.webp 240w, /uploads/covers/AbCdEfGhIjKlMnOpQrStUv-_-w300.jpg 300w',
    );
  });

  it('loads the LCP cover eagerly with high fetch priority', () => {
    render(<BookCover src={SIZED} title="İlk" priority />);
    const img = screen.getByRole('img', { name: 'İlk' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows an older upload (no sizes in its name) from the original, without a srcset', () => {
    render(<BookCover src="covers/0123456789abcdef0123456789abcdef.jpg" title="Eski" />);
    const img = screen.getByRole('img', { name: 'Eski' });
    expect(img).toHaveAttribute('src', '/uploads/covers/0123456789abcdef0123456789abcdef.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('falls back to the original when a size fails, then to the default cover', () => {
    render(<BookCover src={SIZED} title="Kırık" />);
    const img = screen.getByRole('img', { name: 'Kırık' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', SIZED);
    expect(img).not.toHaveAttribute('srcset');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default-cover.svg');
  });
});
