/** Which form the auth dialog shows. */
export type AuthMode = 'login' | 'signup';
