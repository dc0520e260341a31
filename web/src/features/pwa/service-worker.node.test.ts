import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { URL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The service worker (web/public/service-worker.js) run as the browser runs it: its script in a
// scope of its own with `self` (and Node's WHATWG URL parser), then its push and notificationclick listeners called with events.
const SOURCE = readFileSync(resolve(import.meta.dirname, '../../../public/service-worker.js'), 'utf8');
const ORIGIN = 'https://medassist.example';

type Listener = (event: unknown) => void;

function serviceWorker() {
  const listeners = new Map<string, Listener>();
  const opened: string[] = [];
  const shown: { data: { url: string } }[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    registration: { showNotification: async (_title: string, options: { data: { url: string } }) => void shown.push(options) },
    clients: { matchAll: async () => [], openWindow: async (url: string) => void opened.push(url) },
  };
  runInNewContext(SOURCE, { self, URL, caches: {}, fetch: () => Promise.reject(new Error('offline')), Response, console });
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  /** What a tap on a notification whose link is `url` opens. */
  const tap = async (url: unknown) => {
    await dispatch('notificationclick', { notification: { close: () => {}, data: { url } } });
    return opened.pop()!;
  };
  /** The link a push carrying `url` keeps on the notification it shows. */
  const push = async (url: unknown) => {
    await dispatch('push', { data: { json: () => ({ title: 'Critical result waiting', url }) } });
    return shown.pop()!.data.url;
  };
  return { tap, push };
}

describe('a notification opens only a page of this app', () => {
  it('opens the in-app path it was sent with, marked as coming from a push', async () => {
    const sw = serviceWorker();
    expect(await sw.tap('/labs?result=41')).toBe(`${ORIGIN}/labs?result=41&from=push`);
    expect(await sw.push('/messages?message=9')).toBe('/messages?message=9');
  });

  it('never leaves the origin: `//host`, `/\\host`, a tab or newline that parsing drops, absolute and odd URLs open the home page', async () => {
    const sw = serviceWorker();
    for (const url of ['/\\evil.example', '/\\/evil.example/x', '//evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example/', 'javascript:alert(1)', 'labs', '', 42, null]) {
      expect(await sw.tap(url), String(url)).toBe(`${ORIGIN}/?from=push`);
      expect(await sw.push(url), String(url)).toBe('/');
    }
  });
});
