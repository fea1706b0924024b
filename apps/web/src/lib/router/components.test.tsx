import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from '.';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouterProvider', () => {
  it('renders the matched leaf inside its layouts, with decoded params', () => {
    function Tag() {
      return <p>tag {useParams().tag}</p>;
    }
    renderRoutes(
      [
        {
          element: (
            <div data-testid="frame">
              <Outlet />
            </div>
          ),
          children: [{ path: '/etiket/:tag', element: <Tag /> }],
        },
      ],
      '/etiket/bilim%20kurgu',
    );
    expect(screen.getByTestId('frame')).toHaveTextContent('tag bilim kurgu');
  });

  it('follows navigations, keeping the same screen mounted when only its params change', async () => {
    const mounted = vi.fn();
    function Chapter() {
      const { chapterId } = useParams();
      useState(mounted);
      return <Link to={`/read/1/${Number(chapterId) + 1}`}>Sonraki {chapterId}</Link>;
    }
    renderRoutes([{ path: '/read/:bookId/:chapterId', element: <Chapter /> }], '/read/1/11');
    await userEvent.click(screen.getByRole('link', { name: 'Sonraki 11' }));
    expect(await screen.findByRole('link', { name: 'Sonraki 12' })).toHaveAttribute(
      'href',
      '/read/1/13',
    );
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('shows the errorElement when a route throws, and the next page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    const router = renderRoutes(
      [
        {
          element: <Outlet />,
          errorElement: <p>Bir şeyler ters gitti</p>,
          children: [
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <p>Sağlam sayfa</p> },
          ],
        },
      ],
      '/broken',
    );
    expect(screen.getByText('Bir şeyler ters gitti')).toBeInTheDocument();
    act(() => router.navigate('/fine'));
    expect(await screen.findByText('Sağlam sayfa')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('redirects with <Navigate>, replacing the entry and carrying state', async () => {
    function Login() {
      return <p>Giriş {JSON.stringify(useLocation().state)}</p>;
    }
    const router = renderRoutes(
      [
        {
          path: '/library',
          element: <Navigate to="/login" replace state={{ from: '/library' }} />,
        },
        { path: '/login', element: <Login /> },
      ],
      '/library',
    );
    expect(await screen.findByText('Giriş {"from":"/library"}')).toBeInTheDocument();
    act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/login');
  });
});

/**
 * Clicks `link` and tells whether the app took the click (prevented the browser's default).
 * The default is prevented afterwards in any case, at the document, so jsdom does not try to load a page.
 */
function clickTaken(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const settle = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', settle, { once: true });
  act(() => {
    link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  });
  return taken;
}

describe('Link', () => {
  function renderLink(props: Partial<Parameters<typeof Link>[0]> = {}) {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Link to="/book/4" {...props}>
          Kitap
        </Link>
        <Where />
      </MemoryRouter>,
    );
    return screen.getByRole('link', { name: 'Kitap' });
  }

  it('navigates in the app on a plain click', async () => {
    const link = renderLink();
    expect(link).toHaveAttribute('href', '/book/4');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/book/4');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const link = renderLink();
    expect(clickTaken(link, init)).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('leaves target="_blank" to the browser', () => {
    const blank = renderLink({ target: '_blank' });
    expect(clickTaken(blank)).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('treats an absolute URL by its origin', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Link to="https://example.org/x">Dış</Link>
        <Link to={`${window.location.origin}/library?x=1`}>İç</Link>
        <Where />
      </MemoryRouter>,
    );
    const external = screen.getByRole('link', { name: 'Dış' });
    expect(external).toHaveAttribute('href', 'https://example.org/x');
    expect(clickTaken(external)).toBe(false);
    const own = screen.getByRole('link', { name: 'İç' });
    expect(own).toHaveAttribute('href', '/library?x=1');
    expect(clickTaken(own)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/library?x=1');
  });

  it('runs its onClick first, which can cancel the navigation', () => {
    const link = renderLink({ onClick: (event) => event.preventDefault() });
    expect(clickTaken(link)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });
});

describe('NavLink', () => {
  it('marks the current page and the pages below it (unless end), with aria-current and a class', () => {
    render(
      <MemoryRouter initialEntries={['/search/kayip']}>
        <NavLink to="/search">Ara</NavLink>
        <NavLink to="/search" end className="item">
          Ara (tam)
        </NavLink>
        <NavLink to="/searching" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Başka
        </NavLink>
        <NavLink to="/">Ana</NavLink>
      </MemoryRouter>,
    );
    const search = screen.getByRole('link', { name: 'Ara' });
    expect(search).toHaveAttribute('aria-current', 'page');
    expect(search).toHaveClass('active');
    const exact = screen.getByRole('link', { name: 'Ara (tam)' });
    expect(exact).not.toHaveAttribute('aria-current');
    expect(exact).toHaveAttribute('class', 'item');
    expect(screen.getByRole('link', { name: 'Başka' })).toHaveAttribute('class', 'off');
    expect(screen.getByRole('link', { name: 'Ana' })).not.toHaveAttribute('aria-current');
  });
});

describe('hooks', () => {
  it('reads and writes the query string with useSearchParams', async () => {
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                current.set('sort', 'new');
                return current;
              },
              { replace: true },
            )
          }
        >
          sıra: {params.get('sort') ?? 'yok'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/category/3?status=done#top']}>
        <Routes>
          <Route path="/category/:id" element={<Filter />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'sıra: yok' }));
    expect(screen.getByRole('button', { name: 'sıra: new' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/category/3?status=done&sort=new');
  });

  it('blocks navigation while useBlocker says so, until proceed or reset', async () => {
    function Form() {
      const blocker = useBlocker(() => true);
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/elsewhere')}>
            Ayrıl
          </button>
          {blocker.state === 'blocked' ? (
            <>
              <p>Gidilecek: {blocker.location.pathname}</p>
              <button type="button" onClick={blocker.reset}>
                Kal
              </button>
              <button type="button" onClick={blocker.proceed}>
                Git
              </button>
            </>
          ) : null}
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={<Form />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ayrıl' }));
    expect(screen.getByText('Gidilecek: /elsewhere')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kal' }));
    expect(screen.queryByText(/Gidilecek/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ayrıl' }));
    await userEvent.click(screen.getByRole('button', { name: 'Git' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/elsewhere');
  });
});
