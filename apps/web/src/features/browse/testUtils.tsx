import { configure } from '@testing-library/react';

export { jsonResponse, makeBook } from '../../test/books';

// Pages load in two or three dependent calls; give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 4000 });

export { renderPage } from '../../test/renderPage';

export function signIn(userId = 5, username = 'okur') {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}
