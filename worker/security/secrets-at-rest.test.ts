// docs/security.md "What a production deployment must configure": invite codes, reset codes, clinic recovery codes and API keys are
// stored only as SHA-256 hashes, session ids only in KV. Someone who reads a database (a backup, a
// leaked export, a D1 console) must find no secret that would let them sign up, sign in or post
// results. Checked against every column of every table of every regional database, before and
// after each secret has been used.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../crypto/sha256';
import { sessionHandle } from '../auth/sessions';
import { sessionIdOf, TestClient } from '../test/helpers';
import { buildClinic, dump, newClient } from './support';

/** Every stored value of every database as one text, with the table each row is in. */
async function everythingStored(): Promise<{ text: string; table: (needle: string) => string[] }> {
  const all = await dump();
  const rows = Object.entries(all).flatMap(([table, byRowid]) => [...byRowid.values()].map((row) => ({ table, row })));
  return {
    text: rows.map((r) => r.row).join('\n'),
    table: (needle) => [...new Set(rows.filter((r) => r.row.includes(needle)).map((r) => r.table))],
  };
}

const sidOf = (client: TestClient) => sessionIdOf(client.cookie);

describe.each(['us', 'eu'] as const)('secrets at rest (%s database)', (region) => {
  it('keeps only the SHA-256 of API keys, invite codes, reset codes and recovery codes, and no session id, before and after they are used', async () => {
    const world = await buildClinic(`Secret${region}`, { region });
    const { owner, member } = world;
    const invite = (await (await owner.client.post('/api/clinic/invites', { maxUses: 2, expiresInDays: 1 })).json()) as { code: string };
    const reset = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    const recovery = (await (await owner.client.post('/api/clinic/recovery-code')).json()) as { code: string };
    const secrets = { apiKey: world.apiKey, invite: invite.code, reset: reset.code, recovery: recovery.code, ownerSession: sidOf(owner.client), memberSession: sidOf(member.client) };
    for (const [name, secret] of Object.entries(secrets)) expect(secret.length, name).toBeGreaterThanOrEqual(12);

    const hashedIn = { apiKey: 'api_keys', invite: 'clinic_invites', reset: 'password_resets', recovery: 'clinics' } as const;
    const issued = await everythingStored();
    for (const [name, secret] of Object.entries(secrets)) expect(issued.table(secret), `${name} stored in clear`).toEqual([]);
    for (const [name, table] of Object.entries(hashedIn)) {
      // Stored at all, and only as its hash (where a lookup by hash finds it).
      expect(issued.table(await sha256Hex(secrets[name as keyof typeof hashedIn])), name).toEqual([`${region === 'eu' ? 'DB_EU' : 'DB'}.${table}`]);
    }

    // Use each one: a lab posts with the key, a colleague joins with the invite, the member resets.
    const lab = await new TestClient().request('/api/lab-results', {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.apiKey}` },
      json: { patientId: world.patientId, labName: 'CBC', tests: [{ name: 'Hb', value: '13', unit: 'g/dL', referenceRange: '12-16', status: 'normal' }] },
    });
    expect(lab.status).toBe(201);
    const joiner = newClient();
    const joined = await joiner.post('/api/register', { email: `joiner-${region}-${Date.now()}@example.org`, name: 'Dr Joiner', country: region === 'eu' ? 'de' : 'us', specialty: 'cardiology', password: 'correct horse battery', inviteCode: invite.code });
    expect(joined.status).toBe(201);
    expect((await newClient().post('/api/password-reset', { username: member.user.username, code: reset.code, newPassword: 'a fresh start 2026' })).status).toBe(200);
    expect((await newClient().post('/api/password-reset', { username: owner.user.username, method: 'recovery-code', code: recovery.code, newPassword: 'an owner is back 2026' })).status).toBe(200);
    const signedIn = newClient();
    expect((await signedIn.post('/api/login', { username: member.user.username, password: 'a fresh start 2026' })).status).toBe(200);

    const used = await everythingStored();
    for (const [name, secret] of Object.entries({ ...secrets, joinerSession: sidOf(joiner), newSession: sidOf(signedIn) })) {
      expect(used.table(secret), `${name} stored in clear after use`).toEqual([]);
    }
    // Sessions are in KV (by handle) and the user's hub, which is where they belong.
    expect(await env.SESSIONS.get(`session:${await sessionHandle(sidOf(signedIn))}`)).not.toBeNull();
  });
});
