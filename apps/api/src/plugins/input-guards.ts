import { LIMITS, MSG } from '@okuryazar/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';
import { jsonExceedsDepth, stripNul } from '../lib/json-input';

/**
 * Input guards every route gets, installed on the root instance before the routes:
 * - JSON bodies nested deeper than LIMITS.jsonMaxDepth are a 400 before they are parsed
 *   (deep values overflowed the recursive code behind the parser into a 500);
 * - an empty JSON body is taken as no body;
 * - NUL is stripped from JSON bodies, query strings and path parameters alike, because
 *   PostgreSQL text cannot hold it and a query with NUL failed as a 500.
 */
export function installInputGuards(app: FastifyInstance): void {
  // Fastify's own parser (with its prototype-poisoning protection) after the depth scan.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // An empty JSON body is no body: a call whose fields are all optional then reads it as {}
    // (lib/route-table.ts), any other gets its schema's Turkish 400.
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonExceedsDepth(text, LIMITS.jsonMaxDepth)) {
      done(badRequest(MSG.jsonTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // A callback hook (no promise per request): every route passes through it.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body && typeof request.body === 'object' && !request.isMultipart()) request.body = stripNul(request.body);
    if (request.query && typeof request.query === 'object') request.query = stripNul(request.query);
    if (request.params && typeof request.params === 'object') request.params = stripNul(request.params);
    done();
  });
}
