export * from './categories';
export * from './limits';
export * from './email-domains';
export * from './messages';
export * from './dates';
export * from './text';
export * from './auth-schemas';
export * from './book-schemas';
