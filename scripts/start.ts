// `npm start`: build the SPA, apply migrations to the local D1, seed the demo clinic on first
// start, then serve API + SPA + /ws with wrangler (workerd) at http://127.0.0.1:$PORT. The first
// start also writes a random audit key to .dev.vars (scripts/lib/dev-audit-key.ts).
// Flags: --no-build (reuse dist/), --no-serve (prepare the database only, for `npm run dev`).
import { spawn, spawnSync } from 'node:child_process';
import { ensureDevAuditKey } from './lib/dev-audit-key.ts';
import { COLLEAGUE_USERNAME, DEMO_PASSWORD, DEMO_USERNAME, seedDemoClinic } from './lib/demo-data.ts';
import { demoImportMissing, importDemoBundles } from './lib/demo-import.ts';
import { freePort } from './free-port.ts';
import { ensureLocalPushSettings } from './lib/dev-vars.ts';
import { openLocalPlatform } from './lib/local-platform.ts';

const port = process.env.PORT ?? '8787';
const bin = (name: string) => `node_modules/.bin/${name}`;

function run(cmd: string, args: string[]): void {
  // A production build even when started from a tool that sets NODE_ENV (e.g. test runners).
  const r = spawnSync(bin(cmd), args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: cmd === 'vite' ? 'production' : process.env.NODE_ENV } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (ensureDevAuditKey()) console.log('Wrote a new local audit key (AUDIT_HMAC_KEY) to .dev.vars.');
if (!process.argv.includes('--no-build')) run('vite', ['build']);
for (const db of ['DB', 'DB_EU']) run('wrangler', ['d1', 'migrations', 'apply', db, '--local']);

await ensureLocalPushSettings();
const platform = await openLocalPlatform();
const seeded = await seedDemoClinic(platform.env.DB as never);
// The sample patients go in through the import route itself (scripts/lib/demo-import.ts), so the Worker must be running.
const importDemo = await demoImportMissing(platform.env.DB as never, DEMO_USERNAME);
await platform.dispose();

function serve(onPort: string, stdio: 'inherit' | 'ignore') {
  return spawn(bin('wrangler'), ['dev', '--local', '--port', onPort, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'], { stdio });
}

async function importSamples(baseURL: string): Promise<void> {
  for (const deadline = Date.now() + 90_000; ; ) {
    if (await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('the server did not start for the demo import');
    await new Promise((r) => setTimeout(r, 300));
  }
  const names = await importDemoBundles(baseURL, DEMO_USERNAME, DEMO_PASSWORD);
  console.log(`Imported the FHIR sample patients into the demo clinic: ${names.join(', ')}.`);
}

if (process.argv.includes('--no-serve')) {
  // `npm run dev` serves with Vite instead: a short-lived server takes the demo import.
  if (importDemo) {
    const tempPort = String(await freePort());
    const temporary = serve(tempPort, 'ignore');
    try {
      await importSamples(`http://127.0.0.1:${tempPort}`);
    } finally {
      temporary.kill('SIGTERM');
    }
  }
  process.exit(0);
}

const server = serve(port, 'inherit');
if (importDemo) {
  importSamples(`http://127.0.0.1:${port}`).catch((err: unknown) => console.error(`Demo import failed (it runs again at the next start): ${err instanceof Error ? err.message : String(err)}`));
}
console.log(`\nMedAssist: http://127.0.0.1:${port}  ${seeded ? '(demo clinic seeded)' : ''}`);
console.log(`Demo sign-in: username "${DEMO_USERNAME}" (or "${COLLEAGUE_USERNAME}"), password "${DEMO_PASSWORD}"\n`);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
