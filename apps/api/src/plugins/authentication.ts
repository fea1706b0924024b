import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Named functions: for an anonymous one fastify-plugin reads a stack trace to name it, which
// with source maps on parses the whole bundle's map at start-up (about 0.1 s, issue 10).
export const authenticationPlugin = fp(async function authentication(app: FastifyInstance) {
  app.decorateRequest('authUser', undefined);
  app.decorateRequest('user', null);
  app.decorateRequest('claims', null);
});
