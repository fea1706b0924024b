/** Test helpers for the account screens (settings, password reset, agreements). */
export { renderPage } from './renderPage';

export function loginAs(userId = 5, username = 'okur', token = 'eski-token') {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}
