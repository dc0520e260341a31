import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, downloadedText, expectNoHorizontalScroll, newDoctor, newPage, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An owner in a browser page, and a colleague who joined their clinic through an invite (API only). */
async function ownerWithMember(viewport = WIDE) {
  const owner = await signedInPage(browser, viewport);
  const invite = (await (await owner.context.request.post('/api/clinic/invites', { data: { maxUses: 1, expiresInDays: 1 } })).json()) as { code: string };
  const colleague = newDoctor('mem');
  const member = await newPage(browser, NARROW);
  const reg = await member.context.request.post('/api/register', {
    data: { email: colleague.email, name: colleague.name, country: 'us', specialty: 'pediatrics', password: colleague.password, role: 'doctor', inviteCode: invite.code },
  });
  expect(reg.status()).toBe(201);
  const user = (await reg.json()) as { id: number; username: string };
  return { owner, member: { ...member, doctor: { ...colleague, username: user.username }, user } };
}

describe('clinic administration', () => {
  it('reaches the clinic page from Settings; creates an invite link and an API key shown once; members see neither', async () => {
    const { page, context } = await signedInPage(browser, NARROW);
    await page.goto('/settings');
    await waitForSplash(page);
    await page.getByTestId('clinic-settings').getByRole('link', { name: 'Manage clinic' }).click();
    await page.waitForURL('**/clinic');
    await page.getByRole('heading', { name: 'Clinic administration' }).waitFor();

    const invites = page.getByTestId('invites');
    await invites.getByLabel('People it admits').fill('2');
    await invites.getByRole('button', { name: 'Create invite code' }).click();
    await page.getByTestId('invite-result').waitFor();
    const code = (await page.getByTestId('invite-code').textContent())!.trim();
    expect(await page.getByRole('textbox', { name: 'Register link' }).inputValue()).toBe(`${baseURL()}/register?invite=${code}`);
    await page.getByTestId('invite-row').filter({ hasText: 'used 0 of 2' }).waitFor();

    await page.getByLabel('Key name').fill('Acme Lab LIS');
    // A lab key by default; the owner may also let it read the FHIR API.
    expect(await page.getByRole('checkbox', { name: /Send lab results/ }).isChecked()).toBe(true);
    await page.getByText('Read patient records through the FHIR API').click();
    await snap(page, 'api-key-scopes-narrow');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByTestId('new-api-key').waitFor();
    const key = await page.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^mak_/);
    await expectNoHorizontalScroll(page);
    await snap(page, 'clinic-narrow');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.getByTestId('api-key-row').filter({ hasText: 'Acme Lab LIS' }).waitFor();
    await page.reload();
    await waitForSplash(page);
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Acme Lab LIS' });
    await row.waitFor();
    expect(await row.getByLabel('Scopes').textContent()).toBe('lab:writefhir:read');
    expect(await page.content()).not.toContain(key);
    await page.getByRole('button', { name: 'Revoke key Acme Lab LIS' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('api-key-row').filter({ hasText: 'Revoked' }).waitFor();

    const colleague = newDoctor('inv');
    const member = await newPage(browser, NARROW);
    const reg = await member.context.request.post('/api/register', {
      data: { email: colleague.email, name: colleague.name, country: 'us', specialty: 'pediatrics', password: colleague.password, role: 'doctor', inviteCode: code },
    });
    expect(((await reg.json()) as { clinicRole: string }).clinicRole).toBe('member');
    await member.page.goto('/settings');
    await waitForSplash(member.page);
    await member.page.getByTestId('sessions').waitFor();
    expect(await member.page.getByTestId('clinic-settings').count()).toBe(0);
    await member.page.goto('/clinic');
    await member.page.getByText('Only the clinic owner can manage the clinic.').waitFor();
    await member.context.close();

    // Revoking the invite stops it admitting anyone.
    await page.getByRole('button', { name: /Revoke invite #/ }).click();
    await page.getByTestId('invite-row').filter({ hasText: 'Revoked' }).waitFor();
    await context.close();
  });

  it('a member who forgot their password resets it with the owner’s one-time code, then the owner disables them', async () => {
    const { owner, member } = await ownerWithMember(WIDE);
    await owner.page.goto('/clinic');
    await waitForSplash(owner.page);
    await owner.page.getByRole('button', { name: `Reset password for ${member.doctor.name}` }).click();
    const code = (await owner.page.getByTestId('reset-code-value').textContent())!.trim();
    expect(code.length).toBeGreaterThanOrEqual(10);
    await snap(owner.page, 'clinic-reset-code-wide');
    await owner.page.getByRole('button', { name: 'Done' }).click();

    const { context, page } = await newPage(browser, NARROW);
    await page.goto('/login');
    await waitForSplash(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByLabel('Username').fill(member.doctor.username);
    await page.getByLabel('Reset code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('a brand new one 42');
    await page.getByLabel('Confirm new password').fill('something else 42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'reset-password-narrow');
    await page.getByLabel('Confirm new password').fill('a brand new one 42');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login');
    expect((await member.context.request.get('/api/user')).status()).toBe(401); // the old session ended
    await page.getByLabel('Username').fill(member.doctor.username);
    await page.getByRole('textbox', { name: 'Password' }).fill('a brand new one 42');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');

    await owner.page.getByRole('button', { name: `Disable ${member.doctor.name}` }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await owner.page.getByTestId('member-row').filter({ hasText: 'Disabled' }).waitFor();
    expect((await context.request.get('/api/user')).status()).toBe(401);
    await context.close();
    await member.context.close();
    await owner.context.close();
  });

  it('shows the audit trail, filters it by user, checks its integrity and downloads it and all clinic data', async () => {
    const { owner, member } = await ownerWithMember(WIDE);
    const created = (await (await owner.context.request.post('/api/patients', {
      data: { fullName: 'Audit Example', age: 61, gender: 'Male', condition: 'Heart failure', contactNumber: '555-0101', email: 'ae@example.org' },
    })).json()) as { id: number };
    await member.context.request.get(`/api/patients/${created.id}`);

    const { page } = owner;
    await page.goto('/clinic/audit');
    await waitForSplash(page);
    await page.getByTestId('audit-row').filter({ hasText: 'Viewed patient record' }).filter({ hasText: member.doctor.name }).waitFor();
    await page.getByTestId('audit-row').filter({ hasText: 'Created patient record' }).waitFor();
    await snap(page, 'audit-wide');

    await page.getByLabel('User').selectOption({ label: member.doctor.name });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid=audit-row]')];
      return rows.length > 0 && rows.every((r) => !r.textContent!.includes('Created patient record'));
    });
    expect(await page.getByTestId('audit-row').count()).toBe(1);

    await page.getByRole('button', { name: 'Check integrity' }).click();
    await page.getByTestId('audit-verdict').getByText('The audit trail is intact').waitFor();

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-csv').click()]);
    const csvText = await downloadedText(csv);
    expect(csvText.split('\r\n')[0]).toBe('id,at,userId,userName,apiKeyId,apiKeyName,patientId,patientName,action,entity,entityId,detail,hash');
    expect(csvText).toContain('Audit Example');

    await page.goto('/clinic');
    await waitForSplash(page);
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByTestId('clinic-export').click()]);
    const data = JSON.parse(await downloadedText(json)) as { patients: { fullName: string }[]; users: unknown[] };
    expect(data.patients.map((p) => p.fullName)).toEqual(['Audit Example']);
    expect(data.users).toHaveLength(2);
    const [ndjson] = await Promise.all([page.waitForEvent('download'), page.getByTestId('clinic-export-fhir').click()]);
    expect(ndjson.suggestedFilename()).toMatch(/\.ndjson$/);
    const fhirLines = (await downloadedText(ndjson)).trimEnd().split('\n').map((l) => JSON.parse(l) as { resourceType: string; name?: { text: string }[] });
    expect(fhirLines.filter((r) => r.resourceType === 'Patient').map((r) => r.name![0]!.text)).toEqual(['Audit Example']);
    // A Bulk Data export started through the FHIR API shows in the panel with its count and expiry.
    const kickOff = await owner.context.request.get('/fhir/R4/$export', { headers: { Prefer: 'respond-async', Accept: 'application/fhir+json' } });
    expect(kickOff.status()).toBe(202);
    await page.reload();
    await waitForSplash(page);
    const bulk = page.getByTestId('bulk-export').filter({ hasText: 'Done' });
    await bulk.waitFor({ timeout: 30_000 }).catch(async () => {
      await page.reload();
      await bulk.waitFor();
    });
    expect(await bulk.textContent()).toMatch(/2 resources in 2 files.*Files deleted/);
    // A file read is audited; a second export cancelled by its DELETE stays listed, cancelled, with who and when.
    const manifest = (await (await owner.context.request.get(kickOff.headers()['content-location']!)).json()) as { output: { url: string }[] };
    expect((await owner.context.request.get(manifest.output[0]!.url)).status()).toBe(200);
    const second = await owner.context.request.get('/fhir/R4/$export', { headers: { Prefer: 'respond-async', Accept: 'application/fhir+json' } });
    expect(second.status()).toBe(202);
    expect((await owner.context.request.delete(second.headers()['content-location']!)).status()).toBe(202);
    await page.reload();
    await waitForSplash(page);
    const cancelled = page.getByTestId('bulk-export-cancelled');
    await cancelled.waitFor();
    expect(await cancelled.textContent()).toMatch(/^(Cancelled .* by .*; its files were deleted then|Files deleted early .* at the request of .*)\.$/);
    await page.getByTestId('bulk-exports').scrollIntoViewIfNeeded();
    await snap(page, 'clinic-export-wide');

    await page.setViewportSize(NARROW);
    await page.getByTestId('bulk-exports').scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await snap(page, 'clinic-export-narrow');
    await page.goto('/clinic/audit');
    await waitForSplash(page);
    await page.getByTestId('audit-row').first().waitFor();
    await page.getByText(/^Downloaded the Bulk Data export file Patient\.1\.ndjson \(1 resource\)$/).waitFor();
    await page.getByText(/^(Cancelled a Bulk Data export|Deleted a finished Bulk Data export’s files)$/).waitFor();
    await expectNoHorizontalScroll(page);
    await snap(page, 'audit-narrow');
    await page.getByText(/^Downloaded the Bulk Data export file/).scrollIntoViewIfNeeded();
    await snap(page, 'audit-bulk-narrow');
    await page.setViewportSize(WIDE);
    await page.reload();
    await waitForSplash(page);
    await page.getByText(/^Downloaded the Bulk Data export file/).scrollIntoViewIfNeeded();
    await snap(page, 'audit-bulk-wide');
    await member.context.close();
    await owner.context.close();
  });
});
