import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { makeProfile, renderPage } from '../../test/community';
import { CommunityPage } from './CommunityPage';

export function renderCommunity(id: number) {
  return renderPage(<CommunityPage />, { path: `/community/${id}`, pattern: '/community/:profileUserId' });
}

export const owner = makeProfile({ user_id: 5, username: 'okur', full_name: 'Okur Kişi' });
export const other = makeProfile({ user_id: 9, username: 'burak', full_name: 'Burak Yılmaz' });

/** The post card that holds the text. */
export const card = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

/** The community page tests' shared cleanup. */
export function installCommunityTestCleanup() {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
