// Hono's SmartRouter uses its fast RegExpRouter only when that router accepts EVERY route; one
// route it refuses sends the whole app to the slower TrieRouter. RegExpRouter refuses a literal
// path segment beside a parameter of the same method (`GET /api/messages/unread-count` beside
// `GET /api/messages/:id`), so the route table keeps literals and parameters apart.
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';

describe('the route table suits the fast router', () => {
  it('RegExpRouter accepts every route of the app', () => {
    const router = new RegExpRouter<string>();
    const refused: string[] = [];
    for (const r of app.routes) {
      try {
        router.add(r.method, r.path, r.path);
      } catch {
        refused.push(`${r.method} ${r.path}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('the running app answers through RegExpRouter', async () => {
    await SELF.fetch('http://localhost/api/health');
    const router = app.router as unknown as { activeRouter?: { name: string } };
    expect(router.activeRouter?.name ?? app.router.name).toBe('RegExpRouter');
  });
});
