import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newDoctor, newPage } from './app';
import type { WIDE } from './browser';

export type Role = 'doctor' | 'nurse' | 'front-desk' | 'read-only';

/**
 * Someone joining the owner's clinic with an invite code for `role`, signed in in their own page
 * (the role browser tests, roles-*.e2e.ts).
 */
export async function joinClinic(browser: Browser, owner: Page, role: Role, viewport: typeof WIDE) {
  const invite = (await (await owner.context().request.post('/api/clinic/invites', { data: { maxUses: 1, expiresInDays: 1, role } })).json()) as { code: string };
  const person = newDoctor(role.replace('-', ''));
  const { page, context } = await newPage(browser, viewport);
  const reg = await context.request.post('/api/register', {
    data: { email: person.email, name: person.name, country: 'us', specialty: 'cardiology', password: person.password, role: 'doctor', inviteCode: invite.code },
  });
  expect(reg.status()).toBe(201);
  const user = (await reg.json()) as { id: number };
  return { page, context, person, user };
}
