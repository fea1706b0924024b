import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastProvider } from '../../components';
import { ChapterEditorPage } from './ChapterEditorPage';
import { PreviewPage } from './PreviewPage';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{name}</p>
      <output data-testid="probe-state">{JSON.stringify(location.state)}</output>
    </div>
  );
}

/** Renders the two writing routes (plus stand-ins for where they lead) in a data router. */
export function renderWriting(path: '/edit-story' | '/preview', state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/edit-story', element: <ChapterEditorPage /> },
      { path: '/preview', element: <PreviewPage /> },
      { path: '/my-stories', element: <Probe name="Hikayelerim sayfası" /> },
      { path: '/story-details/:storyId', element: <Probe name="Hikaye detayları sayfası" /> },
      { path: '/', element: <Probe name="Ana sayfa" /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export function loginAs(userId = 7, username = 'yazar') {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}
