// `npm start`: build the SPA, apply migrations to the local D1, seed the demo clinic on first
// start, then serve API + SPA + /ws with wrangler (workerd) at http://127.0.0.1:$PORT. The first
// start also writes a random audit key and id_token signing key to .dev.vars (scripts/lib/dev-audit-key.ts, dev-id-token-key.ts).
// Flags: --no-build (reuse dist/), --no-serve (prepare the database only, for `npm run dev`).
import { existsSync } from 'node:fs';
import { ensureDevAuditKey } from './lib/dev-audit-key.ts';
import { ensureDevIdTokenKey } from './lib/dev-id-token-key.ts';
import { COLLEAGUE_USERNAME, DEMO_PASSWORD, DEMO_USERNAME, seedDemoClinic } from './lib/demo-data.ts';
import { demoImportMissing, importDemoBundles } from './lib/demo-import.ts';
import { freePort } from './free-port.ts';
import { ensureLocalPushSettings } from './lib/dev-vars.ts';
import { localAiNotice, localVars } from './lib/local-ai.ts';
import { openLocalPlatform } from './lib/local-platform.ts';
import { applyMigrations, buildApp, serveWithWrangler, waitUntilHealthy } from './lib/local-server.ts';

const port = process.env.PORT ?? '8787';
// A start prints what the user needs: the URL, the sign-in and the AI setting. Wrangler's own
// information (banner, bindings, request lines) shows with `WRANGLER_LOG=info npm start`; its
// warnings and errors, and the Worker's, always show. Local runs use workerd's placeholder
// `request.cf` (as the tests do) instead of fetching one from workers.cloudflare.com, which
// fails, loudly, without a network.
process.env.WRANGLER_LOG ??= 'warn';
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';

if (ensureDevAuditKey()) console.log('Wrote a new local audit key (AUDIT_HMAC_KEY) to .dev.vars.');
if (ensureDevIdTokenKey()) console.log('Wrote a new local id_token signing key (ID_TOKEN_SIGNING_KEY) to .dev.vars.');
if (!process.argv.includes('--no-build')) buildApp();
// The checkout's own local state (.wrangler/state), kept from one start to the next: the first start
// creates both databases with every migration at once, later ones apply what is new.
await applyMigrations([], { fresh: !existsSync('.wrangler/state/v3/d1') });

await ensureLocalPushSettings();
const platform = await openLocalPlatform();
const seeded = await seedDemoClinic(platform.env.DB as never);
// The sample patients go in through the import route itself (scripts/lib/demo-import.ts), so the Worker must be running.
const importDemo = await demoImportMissing(platform.env.DB as never, DEMO_USERNAME);
await platform.dispose();

async function importSamples(baseURL: string): Promise<void> {
  await waitUntilHealthy(baseURL);
  const names = await importDemoBundles(baseURL, DEMO_USERNAME, DEMO_PASSWORD);
  console.log(`Imported the FHIR sample patients into the demo clinic: ${names.join(', ')}.`);
}

if (process.argv.includes('--no-serve')) {
  // `npm run dev` serves with Vite instead: a short-lived server takes the demo import.
  if (importDemo) {
    const tempPort = String(await freePort());
    const temporary = serveWithWrangler(tempPort);
    try {
      await importSamples(`http://127.0.0.1:${tempPort}`);
    } finally {
      temporary.kill('SIGTERM');
    }
  }
  process.exit(0);
}

const server = serveWithWrangler(port, [], { logs: true });
if (importDemo) {
  importSamples(`http://127.0.0.1:${port}`).catch((err: unknown) => console.error(`Demo import failed (it runs again at the next start): ${err instanceof Error ? err.message : String(err)}`));
}
console.log(`\nMedAssist: http://127.0.0.1:${port}${seeded ? '  (demo clinic seeded)' : ''}`);
console.log(`Demo sign-in: username "${DEMO_USERNAME}" (or "${COLLEAGUE_USERNAME}"), password "${DEMO_PASSWORD}"`);
console.log(`${localAiNotice(localVars())}\n`);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
