import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Chapter({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

describe('lazyPage', () => {
  it('renders a page whose code is loaded at once, without a Suspense boundary in its markup', async () => {
    const page = lazyPage(() => Promise.resolve(Chapter), <p>Yükleniyor</p>);
    await page.preload();
    const html = renderToString(<page.Page title="Birinci bölüm" />);
    expect(html).toBe('<h1>Birinci bölüm</h1>');
    render(<page.Page title="Birinci bölüm" />);
    expect(screen.getByRole('heading', { name: 'Birinci bölüm' })).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code of a page not yet loaded arrives', async () => {
    let resolve: (component: typeof Chapter) => void = () => {};
    const page = lazyPage(() => new Promise<typeof Chapter>((r) => (resolve = r)), <p>Yükleniyor</p>);
    render(<page.Page title="İkinci bölüm" />);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    await act(async () => resolve(Chapter));
    expect(await screen.findByRole('heading', { name: 'İkinci bölüm' })).toBeInTheDocument();
  });
});
