import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../features/account/theme';

// index.html carries one inline script (the stored theme, before the first paint). The CSP in
// web/public/_headers allows inline scripts only by hash: change the script and the hash together.
const root = resolve(import.meta.dirname, '../../..');
const html = readFileSync(resolve(root, 'index.html'), 'utf8');
const headers = readFileSync(resolve(root, 'web/public/_headers'), 'utf8');

describe('index.html', () => {
  it('has exactly one inline script, and the CSP allows it by its hash', () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+);/.exec(headers)?.[1];
    expect(scriptSrc?.split(' ')).toContain(hash);
  });

  it('lets the page connect only to its own origin (the live channel is same-origin ws/wss, CSP3)', () => {
    const connectSrc = /connect-src ([^;]+);/.exec(headers)?.[1];
    expect(connectSrc).toBe("'self'");
  });

  it('tells browsers to use https only (HSTS; ignored over plain http, RFC 6797 §8.1)', () => {
    expect(headers).toMatch(/^\/\*\n(?: {2}.+\n)* {2}Strict-Transport-Security: max-age=63072000; includeSubDomains\n/);
  });

  it('reads the theme under the same key as Settings stores it', () => {
    expect(html).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
  });

  it('draws the splash the e2e tests and SplashScreen look for', () => {
    expect(html).toMatch(/<div id="splash" data-testid="splash" role="status"/);
    expect(html).toContain('>MedAssist</p>');
    expect(html).toContain('>Intelligent Clinical Support</p>');
  });
});
