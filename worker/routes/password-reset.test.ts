import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SIGN_IN_LIMIT } from '../auth/login-throttle';
import { clinicMember, signedInDoctor, TestClient } from '../test/helpers';
import { authenticate, openSocket, settle } from '../test/live-client';

const NEW_PASSWORD = 'a fresh start 2026';

afterEach(() => {
  vi.useRealTimers();
});

describe('password reset by the clinic owner (no e-mail needed)', () => {
  it('a one-time code sets a new password once, ends the member’s sessions, and is audited', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const issued = await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`);
    expect(issued.status).toBe(201);
    const { code, expiresAt } = (await issued.json()) as { code: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(3_600_000);

    const anon = new TestClient();
    expect((await anon.post('/api/password-reset', { username: member.user.username, code, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await member.client.get('/api/user')).status).toBe(401);
    expect((await new TestClient().post('/api/login', { username: member.user.username, password: member.password })).status).toBe(401);
    expect((await new TestClient().post('/api/login', { username: member.user.username, password: NEW_PASSWORD })).status).toBe(200);

    // Single use.
    const again = await anon.post('/api/password-reset', { username: member.user.username, code, newPassword: 'yet another one 1' });
    expect(again.status).toBe(400);

    const audit = (await (await owner.client.get('/api/audit-events')).json()) as { action: string; entityId: number }[];
    expect(audit.filter((e) => e.entityId === member.user.id).map((e) => e.action)).toEqual(['password_reset', 'reset_code']);
  });

  it('redeeming a code closes every live socket of the member at once, and leaves the owner’s open', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const otherDevice = new TestClient();
    expect((await otherDevice.post('/api/login', { username: member.user.username, password: member.password })).status).toBe(200);
    const memberSockets = await Promise.all([member.client, otherDevice].map((c) => openSocket(c)));
    for (const sock of memberSockets) await authenticate(sock, member.user.id);
    const closedWith = memberSockets.map((sock) => new Promise<number>((resolve) => sock.ws!.addEventListener('close', (e) => resolve(e.code))));
    const ownerSocket = await openSocket(owner.client);
    await authenticate(ownerSocket, owner.user.id);
    let ownerClosed = false;
    ownerSocket.ws!.addEventListener('close', () => (ownerClosed = true));

    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    expect((await new TestClient().post('/api/password-reset', { username: member.user.username, code, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await Promise.all(closedWith)).toEqual([4000, 4000]);
    for (const client of [member.client, otherDevice]) expect((await openSocket(client)).status).toBe(401);
    await settle(100);
    expect(ownerClosed).toBe(false);
    ownerSocket.ws!.close(1000);
  });

  it('answers the same for an unknown user, a wrong code, another user’s code and an expired code', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const other = await clinicMember(owner.client);
    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    const { code: expired } = (await (await owner.client.post(`/api/clinic/members/${other.user.id}/reset-code`)).json()) as { code: string };
    await env.DB.prepare('UPDATE password_resets SET expires_at = ? WHERE user_id = ?').bind(Date.now() - 1, other.user.id).run();
    const answers = await Promise.all([
      new TestClient().post('/api/password-reset', { username: 'nobody-here', code, newPassword: NEW_PASSWORD }),
      new TestClient().post('/api/password-reset', { username: member.user.username, code: 'wrong-code', newPassword: NEW_PASSWORD }),
      new TestClient().post('/api/password-reset', { username: other.user.username, code, newPassword: NEW_PASSWORD }),
      new TestClient().post('/api/password-reset', { username: other.user.username, code: expired, newPassword: NEW_PASSWORD }),
    ]);
    // Identical apart from the request id every error carries.
    const bodies = await Promise.all(answers.map(async (r) => [r.status, { ...((await r.json()) as object), requestId: undefined }]));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]![0]).toBe(400);
    // The member's code still works after those misses.
    expect((await new TestClient().post('/api/password-reset', { username: member.user.username, code, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('a new code replaces the previous one; members cannot issue codes', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const first = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`);
    expect((await new TestClient().post('/api/password-reset', { username: member.user.username, code: first.code, newPassword: NEW_PASSWORD })).status).toBe(400);
    expect((await member.client.post(`/api/clinic/members/${owner.user.id}/reset-code`)).status).toBe(403);
  });

  it('throttles guessing with 429 and Retry-After', async () => {
    const client = new TestClient();
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await client.post('/api/password-reset', { username: 'target-user', code: `guess-${i}`, newPassword: NEW_PASSWORD });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('counts guesses under the account the name resolves to, however it is typed: five in different forms, and the sixth trips the limit', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    const client = new TestClient();
    const forms = [member.user.username, member.user.email, member.user.username.toUpperCase(), ` ${member.user.email.toUpperCase()} `, ` ${member.user.username} `];
    for (const [i, form] of forms.entries()) {
      expect((await client.post('/api/password-reset', { username: form, code: `guess-${i}-xyz`, newPassword: NEW_PASSWORD })).status, form).toBe(400);
    }
    expect((await client.post('/api/password-reset', { username: member.user.email, code: 'one-guess-too-many', newPassword: NEW_PASSWORD })).status).toBe(429);
    const refused = await client.post('/api/password-reset', { username: member.user.username, code, newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await new TestClient().post('/api/login', { username: member.user.username, password: member.password })).status).toBe(200);
  }, 30_000);

  it('counts guesses at one account from many addresses together', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    const start = Math.ceil(Date.now() / ACCOUNT_SIGN_IN_LIMIT.windowMs) * ACCOUNT_SIGN_IN_LIMIT.windowMs + 1_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max; i++) {
      expect((await new TestClient().post('/api/password-reset', { username: member.user.username, code: `spread-${i}-xyz`, newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    expect((await new TestClient().post('/api/password-reset', { username: member.user.username, code, newPassword: NEW_PASSWORD })).status).toBe(429);
  }, 30_000);
});

describe('the clinic recovery code (an owner who forgot their password)', () => {
  const recover = (username: string, code: string, newPassword = NEW_PASSWORD, client = new TestClient()) =>
    client.post('/api/password-reset', { username, method: 'recovery-code', code, newPassword });

  it('is shown once at registration of a new clinic (never to an invited member), stored hashed, and sets a new password once', async () => {
    const owner = await signedInDoctor();
    expect(owner.user.recoveryCode).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    const member = await clinicMember(owner.client);
    expect(member.user).not.toHaveProperty('recoveryCode');
    const stored = await env.DB.prepare('SELECT recovery_code_hash AS hash FROM clinics WHERE id = ?').bind(owner.user.clinicId).first<{ hash: string }>();
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.hash).not.toContain(owner.user.recoveryCode);
    expect(await (await owner.client.get('/api/clinic/recovery-code')).json()).toEqual({ active: true });

    // Typed by hand: lower case, spaces instead of dashes.
    const typed = owner.user.recoveryCode.toLowerCase().replace(/-/g, ' ');
    expect((await recover(owner.user.email, typed)).status).toBe(200);
    expect((await owner.client.get('/api/user')).status).toBe(401);
    expect((await new TestClient().post('/api/login', { username: owner.user.username, password: NEW_PASSWORD })).status).toBe(200);

    // Spent.
    const again = await recover(owner.user.username, owner.user.recoveryCode, 'yet another one 1');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/recovery code is not valid/);
    const rows = await env.DB.prepare(`SELECT action, detail FROM audit_events WHERE clinic_id = ? AND action IN ('recovery_code', 'password_reset') ORDER BY id`)
      .bind(owner.user.clinicId).all<{ action: string; detail: string | null }>();
    expect(rows.results).toEqual([{ action: 'recovery_code', detail: null }, { action: 'password_reset', detail: JSON.stringify({ with: 'recovery code' }) }]);
  });

  it('works only for an owner of that clinic, not for a member or another clinic’s owner, and not as a reset code', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const stranger = await signedInDoctor();
    expect((await recover(member.user.username, owner.user.recoveryCode)).status).toBe(400);
    expect((await recover(stranger.user.username, owner.user.recoveryCode)).status).toBe(400);
    const asResetCode = await new TestClient().post('/api/password-reset', { username: owner.user.username, code: owner.user.recoveryCode, newPassword: NEW_PASSWORD });
    expect(asResetCode.status).toBe(400);
    // Still unspent: the owner can use it.
    expect((await recover(owner.user.username, owner.user.recoveryCode)).status).toBe(200);
  });

  it('an owner generates a new one in /clinic: shown once, the old one void; members may not', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    expect((await member.client.post('/api/clinic/recovery-code')).status).toBe(403);
    const renewed = await owner.client.post('/api/clinic/recovery-code');
    expect(renewed.status).toBe(201);
    const { code } = (await renewed.json()) as { code: string };
    expect(code).not.toBe(owner.user.recoveryCode);
    expect((await recover(owner.user.username, owner.user.recoveryCode)).status).toBe(400);
    expect((await recover(owner.user.username, code)).status).toBe(200);
    expect((await new TestClient().post('/api/login', { username: owner.user.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('is throttled like reset codes, on the account the name resolves to', async () => {
    const owner = await signedInDoctor();
    const client = new TestClient();
    // Five misses from one address under different spellings of the account; the sixth trips the limit (as for reset codes above).
    for (let i = 0; i < 5; i++) {
      expect((await recover(i % 2 ? owner.user.email : owner.user.username.toUpperCase(), `AAAAA-AAAAA-AAAAA-AAAA${i}`, NEW_PASSWORD, client)).status).toBe(400);
    }
    expect((await recover(owner.user.email, 'AAAAA-AAAAA-AAAAA-AAAAZ', NEW_PASSWORD, client)).status).toBe(429);
    // Even the right code is refused while the account is locked.
    expect((await recover(owner.user.username, owner.user.recoveryCode, NEW_PASSWORD, client)).status).toBe(429);
  });
});

describe('a code sets a password only for an account whose only clinic is the code’s (issue 32)', () => {
  const recover = (username: string, code: string) => new TestClient().post('/api/password-reset', { username, method: 'recovery-code', code, newPassword: NEW_PASSWORD });
  const resetWith = (username: string, code: string) => new TestClient().post('/api/password-reset', { username, code, newPassword: NEW_PASSWORD });
  const dbOf = (region: 'us' | 'eu') => (region === 'eu' ? env.DB_EU : env.DB);
  const join = async (joiner: { client: TestClient; password: string }, clinicOwner: TestClient, role = 'doctor') => {
    const { code } = (await (await clinicOwner.post('/api/clinic/invites', { maxUses: 1, expiresInDays: 1, role })).json()) as { code: string };
    const joined = await joiner.client.post('/api/user/clinics', { inviteCode: code, currentPassword: joiner.password });
    expect(joined.status, await joined.clone().text()).toBe(201);
  };
  /** The refusal (a clear 409; a code kept in another region than the account is not valid for it at all: 400), and the old password still the one that signs in. */
  const expectRefused = async (res: Response, who: { user: { username: string }; password: string }, status = 409) => {
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toMatch(status === 409 ? /also belongs to another clinic/ : /not valid for this account/);
    expect((await new TestClient().post('/api/login', { username: who.user.username, password: NEW_PASSWORD })).status).toBe(401);
    expect((await new TestClient().post('/api/login', { username: who.user.username, password: who.password })).status).toBe(200);
  };

  for (const region of ['us', 'eu'] as const) {
    it(`another clinic’s owner cannot take over a doctor who joined their clinic (${region}): their recovery code is theirs, and the doctor’s own is refused`, async () => {
      const victim = await signedInDoctor({ region });
      const attacker = await signedInDoctor();
      await join(victim, attacker.client);
      expect((await attacker.client.patch(`/api/clinic/members/${victim.user.id}`, { owner: true })).status).toBe(200);
      // The attacker's code is the attacker's: it sets no other owner's password.
      const { code } = (await (await attacker.client.post('/api/clinic/recovery-code')).json()) as { code: string };
      expect((await recover(victim.user.username, code)).status).toBe(400);
      // A code the victim made in the attacker's clinic (their session in it was stolen) is refused too: the account works elsewhere.
      expect((await victim.client.post('/api/user/clinic', { clinicId: attacker.user.clinicId })).status).toBe(200);
      const { code: victimsCode } = (await (await victim.client.post('/api/clinic/recovery-code')).json()) as { code: string };
      await expectRefused(await recover(victim.user.username, victimsCode), victim, region === 'us' ? 409 : 400);
      // Nothing spent, nothing audited as a reset.
      const clinic = await env.DB.prepare('SELECT recovery_code_hash AS hash FROM clinics WHERE id = ?').bind(attacker.user.clinicId).first<{ hash: string | null }>();
      expect(clinic?.hash).toMatch(/^[0-9a-f]{64}$/);
      const resets = await dbOf(region).prepare("SELECT count(*) AS n FROM audit_events WHERE entity_id = ? AND action = 'password_reset'").bind(victim.user.id).first<{ n: number }>();
      expect(resets?.n).toBe(0);
    });

    it(`a reset code issued before the member joined another clinic (${region}) is refused at redemption, and stays unspent`, async () => {
      const owner = await signedInDoctor();
      const member = await clinicMember(owner.client);
      const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
      const elsewhere = await signedInDoctor({ region });
      await join(member, elsewhere.client);
      await expectRefused(await resetWith(member.user.username, code), member);
      const row = await env.DB.prepare('SELECT used_at AS usedAt FROM password_resets WHERE user_id = ?').bind(member.user.id).first<{ usedAt: number | null }>();
      expect(row?.usedAt).toBeNull();
    });
  }

  it('the mark written before a join’s membership is enough: a join half done (mark, no membership yet) already stops the reset', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    await env.DB.prepare('UPDATE users SET multi_clinic_since = ? WHERE id = ?').bind(Date.now(), member.user.id).run();
    await expectRefused(await resetWith(member.user.username, code), member);
  });

  it('an account that joined another region’s clinic before the mark existed is found there and refused', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    await join(member, (await signedInDoctor({ region: 'eu' })).client);
    await env.DB.prepare('UPDATE users SET multi_clinic_since = NULL WHERE id = ?').bind(member.user.id).run();
    await expectRefused(await resetWith(member.user.username, code), member);
    const marked = await env.DB.prepare('SELECT multi_clinic_since AS since FROM users WHERE id = ?').bind(member.user.id).first<{ since: number | null }>();
    expect(marked?.since).not.toBeNull();
  });

  it('a reset ends the account’s trusted devices (and their pass through the sign-in limit)', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    for (const who of [member, owner]) expect((await new TestClient().post('/api/login', { username: who.user.username, password: who.password })).status).toBe(200);
    const devices = () => env.DB.prepare('SELECT count(*) AS n FROM trusted_devices WHERE user_id = ?').bind(member.user.id).first<{ n: number }>();
    expect((await devices())?.n).toBeGreaterThan(0);
    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    expect((await resetWith(member.user.username, code)).status).toBe(200);
    expect((await devices())?.n).toBe(0);
    // The owner's devices are untouched.
    expect((await env.DB.prepare('SELECT count(*) AS n FROM trusted_devices WHERE user_id = ?').bind(owner.user.id).first<{ n: number }>())?.n).toBeGreaterThan(0);
  });

  it('past the account-wide limit a browser that signed in to the account before still redeems its code; a new one waits', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const signedIn = await new TestClient().post('/api/login', { username: member.user.username, password: member.password });
    const device = /^(__Host-device=[^;]+)/.exec(signedIn.headers.getSetCookie().find((c) => c.startsWith('__Host-device=')) ?? '')?.[1];
    expect(device).toBeDefined();
    const { code } = (await (await owner.client.post(`/api/clinic/members/${member.user.id}/reset-code`)).json()) as { code: string };
    const start = Math.ceil(Date.now() / ACCOUNT_SIGN_IN_LIMIT.windowMs) * ACCOUNT_SIGN_IN_LIMIT.windowMs + 1_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max; i++) {
      expect((await resetWith(member.user.username, `spread-${i}-xyz`)).status).toBe(400);
    }
    expect((await resetWith(member.user.username, code)).status).toBe(429);
    const body = { username: member.user.username, code, newPassword: NEW_PASSWORD };
    const forged = await new TestClient().request('/api/password-reset', { method: 'POST', json: body, headers: { Cookie: `__Host-device=${'A'.repeat(43)}` } });
    expect(forged.status).toBe(429);
    const known = await new TestClient().request('/api/password-reset', { method: 'POST', json: body, headers: { Cookie: device! } });
    expect(known.status).toBe(200);
  }, 30_000);
});
