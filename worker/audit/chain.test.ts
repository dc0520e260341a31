import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import type { AuditChainHead, AuditChainVerdict, AuditEventView } from '../../core/schemas/clinic-admin';
import { app } from '../app';
import { sha256Hex } from '../crypto/sha256';
import type { Db } from '../db/client';
import { behindTheTriggers } from '../test/behind-the-triggers';
import { clinicMember, ORIGIN, signedInDoctor } from '../test/helpers';
import { auditInsert } from '../db/queries/audit';
import { sealAuditChain } from './chain';
import { AUDIT_KEY_MISSING, auditKey, hmacHex } from './key';
import { signAudit } from './row-mac';

// No condition: a condition is also a problem, audited as one (issue 18), and these tests count rows.
const patient = { fullName: 'Cora Chain', age: 50, gender: 'Female', contactNumber: '555-0101', email: 'cora@example.org' };

async function clinicWithHistory() {
  const owner = await signedInDoctor();
  const p = (await (await owner.client.post('/api/patients', patient)).json()) as { id: number };
  await owner.client.get(`/api/patients/${p.id}`);
  await owner.client.patch(`/api/patients/${p.id}`, { ...patient, contactNumber: '555-0199', version: 1 });
  return { owner, p, clinicId: owner.user.clinicId };
}

async function verify(client: Awaited<ReturnType<typeof signedInDoctor>>['client']): Promise<AuditChainVerdict> {
  return (await (await client.get('/api/audit-events/verify')).json()) as AuditChainVerdict;
}

type Row = { id: number; clinic_id: number; user_id: number | null; patient_id: number | null; action: string; entity: string; entity_id: number | null; at: number };

describe('an audit chain only the Worker can extend', () => {
  it('links are HMACs: rewriting a row behind the triggers and recomputing a plain SHA-256 chain is caught', async () => {
    const { owner, clinicId } = await clinicWithHistory();
    const good = await verify(owner.client);
    // Its history, after the recovery code issued at registration.
    expect(good).toMatchObject({ ok: true, checked: 4 });

    // What sufficed against a SHA-256 chain: change a row, then recompute every link after it.
    const rows = (await env.DB.prepare('SELECT * FROM audit_events WHERE clinic_id = ? ORDER BY id').bind(clinicId).all<Row>()).results;
    const viewed = rows.find((r) => r.action === 'view')!;
    await behindTheTriggers(['audit_events_seal_only'], async () => {
      await env.DB.prepare('UPDATE audit_events SET user_id = 999999 WHERE id = ?').bind(viewed.id).run();
      let previous = '0'.repeat(64);
      for (const r of rows) {
        const userId = r.id === viewed.id ? 999999 : r.user_id;
        previous = await sha256Hex([r.id, r.clinic_id, userId ?? '', r.patient_id ?? '', r.action, r.entity, r.entity_id ?? '', r.at, previous].join('|'));
        await env.DB.prepare('UPDATE audit_events SET hash = ? WHERE id = ?').bind(previous, r.id).run();
      }
    });
    expect(await verify(owner.client)).toMatchObject({ ok: false, brokenAtId: rows[0]!.id, problem: 'altered' });
  });

  it('a row inserted directly in the database is named by the check, even once sealed into the chain; a copied row is refused', async () => {
    const { owner, p, clinicId } = await clinicWithHistory();
    const forged = await env.DB.prepare("INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, at) VALUES (?, ?, ?, 'view', 'patient', ?) RETURNING id")
      .bind(clinicId, owner.user.id, p.id, Date.now())
      .first<{ id: number }>();
    await owner.client.get(`/api/patients/${p.id}`); // a genuine row after it: the seal links both
    const verdict = await verify(owner.client);
    expect(verdict).toMatchObject({ ok: false, brokenAtId: forged!.id, problem: 'not-written-by-server' });
    const sealed = await env.DB.prepare('SELECT hash FROM audit_events WHERE id = ?').bind(forged!.id).first<{ hash: string | null }>();
    expect(sealed!.hash).toMatch(/^[0-9a-f]{64}$/);

    // Copying a genuine row (its nonce and MAC) to claim another record: the nonce is unique.
    const genuine = await env.DB.prepare("SELECT * FROM audit_events WHERE clinic_id = ? AND action = 'update'").bind(clinicId).first<Row & { nonce: string; row_mac: string }>();
    await expect(
      env.DB.prepare('INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, entity_id, at, nonce, row_mac) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(genuine!.clinic_id, genuine!.user_id, genuine!.patient_id, genuine!.action, genuine!.entity, 424242, genuine!.at, genuine!.nonce, genuine!.row_mac)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it('concurrent writes and seals leave a chain that verifies', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const p = (await (await owner.client.post('/api/patients', patient)).json()) as { id: number };
    const db = drizzle(env.DB);
    const key = await auditKey(env);
    const writes = Array.from({ length: 24 }, (_, i) =>
      (i % 2 ? owner : member).client.post('/api/clinical-notes', { patientId: p.id, noteContent: `Note ${i}` }).then((r) => r.status),
    );
    const reads = Array.from({ length: 12 }, () => member.client.get(`/api/clinical-notes?patientId=${p.id}`).then((r) => r.status));
    const seals = Array.from({ length: 8 }, () => sealAuditChain(db, key, owner.user.clinicId).then(() => 200));
    expect(new Set(await Promise.all([...writes, ...reads, ...seals]))).toEqual(new Set([201, 200]));
    const verdict = await verify(owner.client);
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM audit_events WHERE clinic_id = ?').bind(owner.user.clinicId).first<{ n: number }>())!;
    expect(verdict).toMatchObject({ ok: true, checked: n });
  }, 30_000); // 44 requests and seals at once: seconds on a busy machine

  it('a sealer working from a stale view never writes a wrong link (two sealers interleaved step by step)', async () => {
    const { owner, p, clinicId } = await clinicWithHistory();
    await verify(owner.client); // everything so far sealed
    const key = await auditKey(env);
    // B reads the pending rows (one view row), then waits; a new row arrives; A reads both
    // pending rows, then waits; B seals its row; then A goes on with what it read. (Rows are
    // written directly, not through a request, whose own background seal would interleave too.)
    const db = drizzle(env.DB);
    const view = () => signAudit(key, { clinicId, userId: owner.user.id, patientId: p.id, action: 'view', entity: 'patient', entityId: p.id });
    await auditInsert(db, await view());
    const b = pausedAfterPendingRead();
    const sealB = sealAuditChain(b.db, key, clinicId);
    await b.paused;
    await auditInsert(db, await view());
    const a = pausedAfterPendingRead();
    const sealA = sealAuditChain(a.db, key, clinicId);
    await a.paused;
    b.resume();
    await sealB;
    a.resume();
    await sealA;
    expect(await verify(owner.client)).toMatchObject({ ok: true, checked: 6 }); // with the registration's recovery code row
  });

  it('a backlog larger than one write batch is sealed whole, each batch linking on to the last', async () => {
    const { owner, p, clinicId } = await clinicWithHistory();
    await verify(owner.client);
    const db = drizzle(env.DB);
    const key = await auditKey(env);
    for (let i = 0; i < 120; i++) await auditInsert(db, await signAudit(key, { clinicId, userId: owner.user.id, patientId: p.id, action: 'view', entity: 'patient', entityId: p.id }));
    expect(await sealAuditChain(db, key, clinicId)).toBe(120);
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM audit_events WHERE clinic_id = ? AND hash IS NULL').bind(clinicId).first<{ n: number }>())!;
    expect(n).toBe(0);
    expect(await verify(owner.client)).toMatchObject({ ok: true });
  }, 30_000);

  it('owners read the head to note it down elsewhere; members cannot', async () => {
    const { owner } = await clinicWithHistory();
    const member = await clinicMember(owner.client);
    const head = (await (await owner.client.get('/api/audit-events/head')).json()) as AuditChainHead;
    const verdict = await verify(owner.client);
    const newest = ((await (await owner.client.get('/api/audit-events?limit=1')).json()) as AuditEventView[])[0]!;
    expect(head).toEqual({ id: newest.id, hash: newest.hash, at: newest.at });
    expect(verdict.headId).toBe(head.id);
    expect(verdict.headHash).toBe(head.hash);
    expect((await member.client.get('/api/audit-events/head')).status).toBe(403);
  });

  it('a Worker without AUDIT_HMAC_KEY refuses audited work with a message saying what to set, and stores nothing', async () => {
    await expect(auditKey({})).rejects.toThrow(AUDIT_KEY_MISSING);
    await expect(auditKey({ AUDIT_HMAC_KEY: 'short' })).rejects.toThrow(AUDIT_KEY_MISSING);
    const owner = await signedInDoctor();
    const before = await env.DB.prepare('SELECT count(*) AS n FROM patients WHERE clinic_id = ?').bind(owner.user.clinicId).first<{ n: number }>();
    const res = await app.request(
      `${ORIGIN}/api/patients`,
      { method: 'POST', headers: { Cookie: owner.client.cookie, 'Content-Type': 'application/json', Origin: ORIGIN }, body: JSON.stringify(patient) },
      { ...env, AUDIT_HMAC_KEY: undefined },
    );
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toBe(AUDIT_KEY_MISSING);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM patients WHERE clinic_id = ?').bind(owner.user.clinicId).first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe('rows from before the audit key (the legacy boundary migration 0007 recorded)', () => {
  it('an untouched legacy chain under the signed boundary verifies, the first keyed row chaining over it', async () => {
    await withLegacyHistory(async ({ owner, rows }) => {
      expect(await verify(owner.client)).toMatchObject({ ok: true, checked: rows.length });
    });
  });

  it('a nulled boundary MAC is never signed again: the first pre-key row is named', async () => {
    await withLegacyHistory(async ({ owner, rows }) => {
      await behindTheTriggers(['audit_legacy_sign_once'], () => env.DB.prepare('UPDATE audit_legacy SET mac = NULL WHERE id = 1').run());
      expect(await verify(owner.client)).toMatchObject({ ok: false, brokenAtId: rows[0]!.id, problem: 'altered' });
      expect(await boundary()).toMatchObject({ mac: null });
    });
  });

  it('a boundary moved over keyed rows rewritten as SHA-256 is caught, whether its MAC is nulled or left as it was', async () => {
    await withLegacyHistory(async ({ owner, rows }) => {
      const signed = await boundary();
      // The attack: the whole chain rewritten with plain SHA-256 links (here: who viewed the patient),
      // and the boundary moved past its end.
      const rewritten = rows.map((r) => (r.action === 'view' ? { ...r, user_id: 999999 } : r));
      await behindTheTriggers(['audit_events_seal_only'], () => writeLegacyLinks(rewritten));
      const last = rows[rows.length - 1]!.id;
      for (const mac of [null, signed.mac]) {
        await behindTheTriggers(['audit_legacy_sign_once'], () => env.DB.prepare('UPDATE audit_legacy SET last_id = ?, mac = ? WHERE id = 1').bind(last, mac).run());
        expect(await verify(owner.client), `mac ${mac}`).toMatchObject({ ok: false, brokenAtId: rows[0]!.id, problem: 'altered' });
      }
    });
  });
});

type Boundary = { last_id: number; mac: string | null };
const boundary = async () => (await env.DB.prepare('SELECT last_id, mac FROM audit_legacy WHERE id = 1').first<Boundary>())!;

/** Writes SHA-256 (pre-key) links over `rows`, in order, as a Worker without the key did. */
async function writeLegacyLinks(rows: Row[]): Promise<void> {
  let previous = '0'.repeat(64);
  for (const r of rows) {
    previous = await sha256Hex([r.id, r.clinic_id, r.user_id ?? '', r.patient_id ?? '', r.action, r.entity, r.entity_id ?? '', r.at, previous].join('|'));
    await env.DB.prepare("UPDATE audit_events SET user_id = ?, hash = ?, hash_alg = 'sha256', nonce = NULL, row_mac = NULL WHERE id = ?").bind(r.user_id, previous, r.id).run();
  }
}

/**
 * A clinic whose first two rows predate the key (plain SHA-256 links, no row MAC), under a boundary
 * signed as the Worker signed it before issue 32, and whose later rows are keyed and chain over
 * them. The database-wide boundary is put back afterwards, so the other tests' clinics are unaffected.
 */
async function withLegacyHistory(act: (h: { owner: Awaited<ReturnType<typeof signedInDoctor>>; rows: Row[] }) => Promise<void>): Promise<void> {
  const { owner, clinicId } = await clinicWithHistory();
  await verify(owner.client);
  const rows = (await env.DB.prepare('SELECT * FROM audit_events WHERE clinic_id = ? ORDER BY id').bind(clinicId).all<Row>()).results;
  const legacy = rows.slice(0, 2);
  const saved = await boundary();
  const key = await auditKey(env);
  try {
    await behindTheTriggers(['audit_events_seal_only'], async () => {
      await writeLegacyLinks(legacy);
      // The keyed rows are sealed again, over the legacy head.
      for (const r of rows.slice(2)) await env.DB.prepare('UPDATE audit_events SET hash = NULL, hash_alg = NULL WHERE id = ?').bind(r.id).run();
    });
    const lastId = legacy[legacy.length - 1]!.id;
    const mac = await hmacHex(key, JSON.stringify(['audit-legacy-v2', lastId]));
    await behindTheTriggers(['audit_legacy_sign_once'], () => env.DB.prepare('UPDATE audit_legacy SET last_id = ?, mac = ? WHERE id = 1').bind(lastId, mac).run());
    await sealAuditChain(drizzle(env.DB), key, clinicId);
    await act({ owner, rows });
  } finally {
    await behindTheTriggers(['audit_legacy_sign_once'], () => env.DB.prepare('UPDATE audit_legacy SET last_id = ?, mac = ? WHERE id = 1').bind(saved.last_id, saved.mac).run());
  }
}

/**
 * A drizzle handle whose sealer stops right after reading the pending rows (the statement after
 * the `hash IS NULL` select waits) until `resume()`: lets a test interleave two sealers exactly.
 */
function pausedAfterPendingRead(): { db: Db; paused: Promise<void>; resume: () => void } {
  let signalPaused!: () => void;
  let resume!: () => void;
  const paused = new Promise<void>((r) => (signalPaused = r));
  const gate = new Promise<void>((r) => (resume = r));
  let sawPending = false;
  let gated = false;
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (!/^select/i.test(sql)) return statement;
        if (/hash" is null|hash is null/i.test(sql)) {
          sawPending = true;
          return statement;
        }
        if (!sawPending || gated) return statement;
        gated = true;
        return waitingStatement(statement, async () => {
          signalPaused();
          await gate;
        });
      };
    },
  });
  return { db: drizzle(d1), paused, resume };
}

function waitingStatement(statement: D1PreparedStatement, wait: () => Promise<void>): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === 'bind') return (...values: unknown[]) => waitingStatement(target.bind(...values), wait);
      const value = Reflect.get(target, prop) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await wait();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
