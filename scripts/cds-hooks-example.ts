// An EHR developer's CDS Hooks call to MedAssist without a browser (README "Connect your EHR"):
//   npm run cds-example -- keys [--issuer URL]
//     makes an ES384 key pair, keeps it in .cds-example/key.json and prints the public JWK Set to
//     paste into MedAssist's registration, with the issuer to enter beside it;
//   npm run cds-example -- call --client-id ID [--url URL] [--run]
//     signs a JWT for that client id (sub), issuer and service URL (aud), writes an order-sign
//     request with a small Synthea-like prefetch to .cds-example/order-sign.json and prints the
//     curl command that sends it; with --run it sends it and prints the status and the cards.
// The signing is scripts/lib/cds-ehr.ts, which the Worker's tests use against the real service.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cdsClaims, EXAMPLE_ISSUER, ehrKey, exampleOrderSignRequest, loadEhrKey, publicJwkSet, saveEhrKey, signCdsToken, type SavedEhrKey } from './lib/cds-ehr.ts';

const DEFAULT_URL = 'http://127.0.0.1:8787/cds-services/medassist-order-sign';
const USAGE = `Usage:
  npm run cds-example -- keys [--issuer ${EXAMPLE_ISSUER}] [--dir .cds-example]
  npm run cds-example -- call --client-id <id from MedAssist> [--url ${DEFAULT_URL}] [--run] [--dir .cds-example]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    issuer: { type: 'string', default: EXAMPLE_ISSUER },
    'client-id': { type: 'string' },
    url: { type: 'string', default: DEFAULT_URL },
    dir: { type: 'string', default: '.cds-example' },
    run: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** What `keys` keeps: the private key and the issuer it is registered under. */
interface KeyFile {
  issuer: string;
  key: SavedEhrKey;
}

const keyPath = join(values.dir, 'key.json');
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

async function keys(): Promise<void> {
  if (!URL.canParse(values.issuer)) fail(`--issuer must be a URL (the iss the EHR's tokens carry), not ${values.issuer}`);
  const key = await ehrKey('ES384');
  mkdirSync(values.dir, { recursive: true });
  const file: KeyFile = { issuer: values.issuer, key: await saveEhrKey(key) };
  writeFileSync(keyPath, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  chmodSync(keyPath, 0o600);
  console.log(`Private key kept in ${keyPath} (keep it out of version control).

In MedAssist, Clinic administration → EHR connections (CDS Hooks), register the EHR with
  issuer: ${values.issuer}
  public keys (JWK Set):
${JSON.stringify(publicJwkSet([key]))}

Then: npm run cds-example -- call --client-id <the client id MedAssist shows> --run`);
}

async function call(): Promise<void> {
  const clientId = values['client-id'];
  if (!clientId) fail('call needs --client-id: the client id MedAssist showed when the EHR was registered.');
  if (!URL.canParse(values.url)) fail(`--url must be the service's URL, not ${values.url}`);
  if (!existsSync(keyPath)) fail(`No key in ${keyPath}: run "npm run cds-example -- keys" first and register its JWK Set.`);
  const file = JSON.parse(readFileSync(keyPath, 'utf8')) as KeyFile;
  const key = await loadEhrKey(file.key);
  // aud is the URL called, exactly (no query); the token lives 5 minutes, the most MedAssist takes.
  const url = new URL(values.url);
  const token = await signCdsToken(key, cdsClaims(file.issuer, clientId, `${url.origin}${url.pathname}`, {}, 300));
  const body = exampleOrderSignRequest();
  const bodyPath = join(values.dir, 'order-sign.json');
  writeFileSync(bodyPath, `${JSON.stringify(body, null, 2)}\n`);
  if (!values.run) {
    console.log(`# The token is good for 5 minutes and one call (its jti is used up).
curl -sS -X POST ${shellQuote(values.url)} \\
  -H 'Content-Type: application/json' \\
  -H ${shellQuote(`Authorization: Bearer ${token}`)} \\
  --data @${shellQuote(bodyPath)}`);
    return;
  }
  const res = await fetch(values.url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await res.text();
  console.log(`HTTP ${res.status}`);
  let answer: { cards?: { indicator: string; summary: string }[]; message?: string };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    console.log(text);
    process.exit(1);
  }
  for (const card of answer.cards ?? []) console.log(`[${card.indicator}] ${card.summary}`);
  if (answer.message) console.log(answer.message);
  console.log(`\nThe whole answer:\n${JSON.stringify(answer, null, 2)}`);
  if (!res.ok) process.exit(1);
}

const command = positionals[0];
if (command === 'keys') await keys();
else if (command === 'call') await call();
else fail(command ? `Unknown command "${command}".` : 'Give a command: keys or call.');
