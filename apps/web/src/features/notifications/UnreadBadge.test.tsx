import { act, configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderDashboardWithUnread } from '../../test/renderApp';
import { mockBackend, type MockRoutes } from '../../test/mockBackend';
import { FakeSocket, makeNotification } from '../../test/live';
import { freshBrowserEachTest } from '../../test/browser';

// Generous waits: the whole suite runs in parallel on two cores.
configure({ asyncUtilTimeout: 4000 });

// The header and the dashboard page around the badge.
const shellCalls: MockRoutes = {
  'GET /header/headerInfo': { username: 'ayse', profile_image_url: null, role: 'user' },
  'GET /dashboard/dashboard': { yourLibrary: [], recommended: [], newReleases: [], popular: [] },
  'GET /bookReader/continue-reading': [],
};

freshBrowserEachTest({ fakeSockets: true });
beforeEach(() => {
  mockBackend({ ...shellCalls, 'GET /notifications/unread-count': { count: 3 } });
});

describe('unread badge in the logged-in header', () => {
  it('shows the count on the bell and in the profile menu, and rises with a live notification', async () => {
    await renderDashboardWithUnread('Bildirimler', 3, '/notifications');

    act(() => FakeSocket.last.accept());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bildirimler, 3 okunmamış' })).toBeInTheDocument());
    act(() => FakeSocket.last.receive({ type: 'notification', data: makeNotification({ id: 77 }) }));
    expect(await screen.findByRole('link', { name: 'Bildirimler, 4 okunmamış' })).toBeInTheDocument();
  });
});
