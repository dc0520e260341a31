import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A third-party SMART app for the browser test of MedAssist's authorization server: two pages on
// http://localhost:<port> (MedAssist is on 127.0.0.1, another site) that do nothing but call SMART
// Health IT's own JavaScript client, fhirclient (its browser build, data/fhirclient/):
//   /launch?iss&client_id&scope&redirect_uri  FHIR.oauth2.authorize(…), a standalone launch;
//   /callback                                  window.smart = FHIR.oauth2.ready(), the Client.
// The test drives that Client with page.evaluate. Every path the browser asked for is kept, so a
// test can tell that MedAssist never sent the browser to an address the app did not register.

const FHIRCLIENT = readFileSync('data/fhirclient/fhir-client.pure.min.js', 'utf8');

const page = (script: string) => `<!doctype html><meta charset="utf-8"><title>Test SMART app</title>
<script src="/fhir-client.js"></script><body><p id="status">starting</p><script>${script}</script>`;

const LAUNCH = page(`
const q = new URLSearchParams(location.search);
FHIR.oauth2.authorize({ iss: q.get('iss'), clientId: q.get('client_id'), scope: q.get('scope'), redirectUri: q.get('redirect_uri') })
  .catch((e) => { document.getElementById('status').textContent = 'authorize failed: ' + e.message; });`);

const CALLBACK = page(`
window.smart = FHIR.oauth2.ready();
window.smart.then(
  (client) => { document.getElementById('status').textContent = 'ready, patient ' + client.patient.id; },
  (e) => { document.getElementById('status').textContent = 'ready failed: ' + e.message; });`);

export async function startFhirclientApp() {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push(path);
    const body = path === '/fhir-client.js' ? FHIRCLIENT : path === '/launch' ? LAUNCH : path === '/callback' ? CALLBACK : null;
    if (body === null) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    res.writeHead(200, { 'Content-Type': path.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    redirectUri: `${origin}/callback`,
    /** The app's launch page, which hands the browser to MedAssist through FHIR.oauth2.authorize. */
    launchUrl: (params: { iss: string; clientId: string; scope: string; redirectUri: string }) =>
      `${origin}/launch?${new URLSearchParams({ iss: params.iss, client_id: params.clientId, scope: params.scope, redirect_uri: params.redirectUri })}`,
    /** The paths the browser asked the app for, in order. */
    asked: () => [...asked],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
