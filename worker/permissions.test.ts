import { beforeAll, describe, expect, it } from 'vitest';
import { can, PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '../core/permissions';
import { app } from './app';
import type { PermissionGuard } from './auth/permissions';
import { fillPath, isApi, PUBLIC_ROUTES, ROUTES, send, type Route } from './security/support';
import { clinicMember, signedInDoctor, type TestClient } from './test/helpers';

// Generated from the permission matrix (core/permissions.ts) and the app's own route table: every
// route that needs a session must declare its permission (`allow(...)`, worker/auth/permissions.ts),
// and for every role each route answers 403 exactly when the matrix says no. A route added without
// a permission fails the first test; a matrix change moves the expectations with it.

// Hono keeps a mounted sub-app's handler under this key when it wraps it.
const COMPOSED = '__COMPOSED_HANDLER';

function permissionOf(route: Route): Permission | undefined {
  for (const r of app.routes) {
    if (r.method !== route.method || r.path !== route.path) continue;
    const handler = r.handler as Partial<PermissionGuard> & { [COMPOSED]?: Partial<PermissionGuard> };
    const permission = handler.permission ?? handler[COMPOSED]?.permission;
    if (permission) return permission;
  }
  return undefined;
}

// The API and the FHIR read API; /ws checks its session at the upgrade, and the CapabilityStatement is public.
const OPEN = new Set(['GET /fhir/R4/metadata']);
// Routes only a lab system calls with a clinic API key (no member, hence no role): they still declare a permission.
const SYSTEM_ONLY = new Set(['POST /api/hl7/v2']);
const guarded = ROUTES.filter((r) => (isApi(r) || r.path.startsWith('/fhir/')) && !PUBLIC_ROUTES.has(r.key) && !OPEN.has(r.key));

describe('every route declares its permission', () => {
  it('knows the routes', () => {
    expect(guarded.length).toBeGreaterThan(50);
  });

  it.each(guarded.map((r) => r.key))('%s names a permission of the matrix', (key) => {
    const permission = permissionOf(guarded.find((r) => r.key === key)!);
    expect(permission, `${key} has no allow(...) guard`).toBeDefined();
    expect(Object.keys(PERMISSIONS)).toContain(permission);
  });
});

describe('each role gets 403 exactly where the matrix says no', () => {
  // One clinic: its creator (a doctor, owner) and one owner per other role, so owner-only routes
  // are decided by the role alone; a plain (non-owner) doctor shows the owner flag matters.
  const owners = {} as Record<StaffRole, TestClient>;
  let plainDoctor: TestClient;

  beforeAll(async () => {
    const founder = await signedInDoctor();
    owners.doctor = founder.client;
    for (const role of STAFF_ROLES.filter((r) => r !== 'doctor')) {
      const member = await clinicMember(founder.client, {}, role);
      const res = await founder.client.patch(`/api/clinic/members/${member.user.id}`, { owner: true });
      expect(res.status).toBe(200);
      owners[role] = member.client;
    }
    plainDoctor = (await clinicMember(founder.client)).client;
  }, 60_000);

  const cases = guarded.filter((r) => !SYSTEM_ONLY.has(r.key)).flatMap((route) => STAFF_ROLES.map((role) => ({ route, role, key: `${route.key} as ${role}` })));

  it.each(cases.map((c) => c.key))('%s', async (key) => {
    const { route, role } = cases.find((c) => c.key === key)!;
    const permission = permissionOf(route)!;
    const res = await send(owners[role], route.method, fillPath(route, {}), route.method === 'GET' ? undefined : {});
    const allowed = can({ role, owner: true }, permission);
    if (allowed) expect(res.status, `${key}: the matrix allows ${permission}`).not.toBe(403);
    else expect(res.status, `${key}: the matrix refuses ${permission}`).toBe(403);
  });

  const ownerOnly = guarded.filter((r) => {
    if (SYSTEM_ONLY.has(r.key)) return false;
    const permission = permissionOf(r);
    return permission !== undefined && (PERMISSIONS[permission] as { owner?: true }).owner;
  });
  it.each(ownerOnly.map((r) => r.key))('%s is refused to a doctor who is not an owner', async (key) => {
    const route = ownerOnly.find((r) => r.key === key)!;
    const res = await send(plainDoctor, route.method, fillPath(route, {}), route.method === 'GET' ? undefined : {});
    expect(res.status).toBe(403);
  });
});
