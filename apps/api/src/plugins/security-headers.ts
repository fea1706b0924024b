import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * CSP hashes of the web app's inline scripts (index.html applies the reader settings and theme
 * before the first paint, which an external file would delay). Read once from the built page;
 * none when the API runs without the web app.
 */
export function inlineScriptHashes(indexHtmlFile: string): string[] {
  let html: string;
  try {
    html = readFileSync(indexHtmlFile, 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`,
  );
}

/**
 * The security headers every answer carries (API JSON, the web app's HTML, uploads, errors):
 * what @fastify/helmet sent with our options, computed once at start-up. Helmet ran its
 * middleware chain on every request and cost most of the framework floor (docs/PRODUCT.md#budgets); one
 * precomputed object copied onto the reply costs almost nothing.
 */
export function securityHeaders(config: Pick<AppConfig, 's3'>, scriptHashes: string[] = []): Record<string, string> {
  const imgSrc = ["'self'", 'data:', 'blob:', ...(config.s3 ? [new URL(config.s3.publicUrl ?? config.s3.endpoint).origin] : [])];
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `img-src ${imgSrc.join(' ')}`,
    "object-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' ws: wss:",
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** Sets the headers in the first hook of every request, so 404s and errors carry them too. */
export function installSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 's3'>, scriptHashes: string[] = []): void {
  const entries = Object.entries(securityHeaders(config, scriptHashes));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    done();
  });
}
