import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

const SIZED = '/uploads/avatars/AbCdEfGhIjKlMnOpQrStUv-_-w400.jpg';

describe('Avatar', () => {
  it('falls back from its sizes to the original, then to the initial when asked for one', () => {
    render(<Avatar src={SIZED} name="ayşe" size={40} preferInitial />);
    const img = screen.getByRole('img', { name: 'ayşe profil fotoğrafı' });
    expect(img).toHaveAttribute('srcset');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', SIZED);
    expect(img).not.toHaveAttribute('srcset');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'ayşe profil fotoğrafı' })).toHaveTextContent('A');
  });

  it('shows the default photo when the image fails and no initial is wanted', () => {
    render(<Avatar src="/uploads/avatars/broken.jpg" name="Can" />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default-avatar.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default-avatar.svg');
  });
});
