// `npm start`: build the SPA, apply migrations to the local D1, seed the demo clinic on first
// start, then serve API + SPA + /ws with wrangler (workerd) at http://127.0.0.1:$PORT. The first
// start also writes a random audit key to .dev.vars (scripts/lib/dev-audit-key.ts).
// Flags: --no-build (reuse dist/), --no-serve (prepare the database only, for `npm run dev`).
import { spawn, spawnSync } from 'node:child_process';
import { ensureDevAuditKey } from './lib/dev-audit-key.ts';
import { COLLEAGUE_USERNAME, DEMO_PASSWORD, DEMO_USERNAME, seedDemoClinic } from './lib/demo-data.ts';
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
await platform.dispose();

if (process.argv.includes('--no-serve')) process.exit(0); // `npm run dev` serves with Vite instead

const server = spawn(bin('wrangler'), ['dev', '--local', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false'], { stdio: 'inherit' });
console.log(`\nMedAssist: http://127.0.0.1:${port}  ${seeded ? '(demo clinic seeded)' : ''}`);
console.log(`Demo sign-in: username "${DEMO_USERNAME}" (or "${COLLEAGUE_USERNAME}"), password "${DEMO_PASSWORD}"\n`);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
