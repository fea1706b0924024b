import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from './security-headers';

describe('the CSP and the web app’s inline script', () => {
  it('allows exactly the inline scripts of the built index.html by their hash', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const inline = "\n  document.documentElement.dataset.theme = 'dark';\n";
    writeFileSync(path.join(dir, 'index.html'), `<head><script>${inline}</script><script type="module" src="/a.js"></script></head>`);
    const hashes = inlineScriptHashes(path.join(dir, 'index.html'));
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(inline).digest('base64')}'`]);
    const csp = securityHeaders({ s3: undefined }, hashes)['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${hashes[0]};`);
  });

  it('without the web app there is nothing to allow', () => {
    expect(inlineScriptHashes('/nonexistent/index.html')).toEqual([]);
    expect(securityHeaders({ s3: undefined })['content-security-policy']).toContain("script-src 'self';");
  });
});
