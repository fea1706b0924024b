/** Signs a user in the way the app remembers a session: the token, the user id and the username in localStorage. */
export function signIn(userId = 5, username = 'okur', token = 'test-token') {
  localStorage.setItem('token', token);
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}
