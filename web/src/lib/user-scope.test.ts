import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../core/schemas/user';
import { api, unwrap } from './api-client';
import { currentUserQuery } from './current-user';
import { forgetWhatTheOldRoleRead, onUserLeft, scopeToCurrentUser } from './user-scope';
import { patientKeys } from './query-keys';

const userA = { id: 1, clinicId: 5, name: 'Dr A' } as PublicUser;
const userB = { id: 2, clinicId: 5, name: 'Dr B' } as PublicUser;
const PATIENTS_KEY = patientKeys.list('all', '');

describe('per-user client state ends with its user', () => {
  let qc: QueryClient;
  let left: ReturnType<typeof vi.fn<() => void>>;
  let unsubscribe: () => void;
  let unscope: () => void;

  beforeEach(() => {
    qc = new QueryClient();
    unscope = scopeToCurrentUser(qc);
    left = vi.fn<() => void>();
    unsubscribe = onUserLeft(left);
  });
  afterEach(() => {
    unsubscribe();
    unscope();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  /** User A signed in, with patient data cached and something in sessionStorage. */
  function signInA() {
    qc.setQueryData(currentUserQuery.queryKey, userA);
    qc.setQueryData(PATIENTS_KEY, [{ id: 9, fullName: 'Patient of A' }]);
    sessionStorage.setItem('draft', 'about a patient');
  }

  it('at sign-out: drops every other query and sessionStorage, and tells the UI state', () => {
    signInA();
    expect(left).not.toHaveBeenCalled();
    qc.setQueryData(currentUserQuery.queryKey, null);
    expect(qc.getQueryData(PATIENTS_KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(left).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(currentUserQuery.queryKey)).toBeNull();
  });

  it('when another user turns up without a sign-out in between', () => {
    signInA();
    qc.setQueryData(currentUserQuery.queryKey, userB);
    expect(qc.getQueryData(PATIENTS_KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('when the same user switches to another clinic (issue 21): nothing of the first clinic stays', () => {
    signInA();
    qc.setQueryData(currentUserQuery.queryKey, { ...userA, clinicId: 77 } as PublicUser);
    expect(qc.getQueryData(PATIENTS_KEY)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(left).toHaveBeenCalledTimes(1);
    // The same user and clinic answered again (a profile save) keeps everything.
    qc.setQueryData(PATIENTS_KEY, [{ id: 10, fullName: 'Patient of clinic 77' }]);
    qc.setQueryData(currentUserQuery.queryKey, { ...userA, clinicId: 77, name: 'Dr A renamed' } as PublicUser);
    expect(qc.getQueryData(PATIENTS_KEY)).toHaveLength(1);
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('at any 401, whichever call received it', async () => {
    signInA();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Not authenticated.' }), { status: 401 })));
    await expect(unwrap(api.patients.$get({ query: {} }))).rejects.toMatchObject({ status: 401 });
    expect(qc.getQueryData(currentUserQuery.queryKey)).toBeNull();
    expect(qc.getQueryData(PATIENTS_KEY)).toBeUndefined();
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('at a 403 reloads the user, whose role may have changed meanwhile (issue 21), and keeps their data', async () => {
    signInA();
    const demoted = { ...userA, role: 'read-only' } as PublicUser;
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/session')
        ? Response.json({ user: demoted })
        : new Response(JSON.stringify({ message: 'Your role in this clinic does not allow this.' }), { status: 403 }),
    );
    vi.stubGlobal('fetch', fetch);
    // An observer, as the shell keeps one (never stale, as in the app): only an invalidation refetches.
    const stopObserving = new QueryObserver(qc, { ...currentUserQuery, staleTime: Infinity }).subscribe(() => undefined);
    await expect(unwrap(api.patients[':id'].$delete({ param: { id: '9' } }))).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() => expect(qc.getQueryData(currentUserQuery.queryKey)).toEqual(demoted));
    stopObserving();
    expect(qc.getQueryData(PATIENTS_KEY)).toHaveLength(1);
    expect(left).not.toHaveBeenCalled();
  });

  it('after a role change the live channel reported: empties what the old role read and reloads the user, keeping the UI state', async () => {
    signInA();
    const demoted = { ...userA, role: 'front-desk' } as PublicUser;
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ user: demoted })));
    const stopObserving = new QueryObserver(qc, { ...currentUserQuery, staleTime: Infinity }).subscribe(() => undefined);
    forgetWhatTheOldRoleRead(qc);
    expect(qc.getQueryData(PATIENTS_KEY)).toBeUndefined();
    await vi.waitFor(() => expect(qc.getQueryData(currentUserQuery.queryKey)).toEqual(demoted));
    stopObserving();
    expect(sessionStorage.getItem('draft')).toBe('about a patient');
    expect(left).not.toHaveBeenCalled();
  });

  it('keeps everything while the same user stays, and at the first sign-in', () => {
    qc.setQueryData(currentUserQuery.queryKey, null);
    signInA();
    qc.setQueryData(currentUserQuery.queryKey, { ...userA, name: 'Dr A, renamed' } as PublicUser);
    expect(qc.getQueryData(PATIENTS_KEY)).toHaveLength(1);
    expect(sessionStorage.getItem('draft')).toBe('about a patient');
    expect(left).not.toHaveBeenCalled();
  });
});
