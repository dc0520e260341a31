import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectNoHorizontalScroll, newDoctor, newPage, signedInPage, snap, waitForSplash } from './support/app';
import { NARROW, WIDE } from './support/browser';
import { atBothWidths } from './support/visit';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Note = { id: number; version: number };

/** An owner with a patient and one note they wrote and amended twice, and a colleague (API only). */
async function clinicWithEditedNote(viewport: { width: number; height: number }) {
  const owner = await signedInPage(browser, viewport);
  const api = owner.context.request;
  const patient = (await (await api.post('/api/patients', { data: { fullName: 'Edith Amended', age: 70, gender: 'Female', condition: 'Heart failure' } })).json()) as { id: number };
  let note = (await (await api.post('/api/clinical-notes', { data: { patientId: patient.id, noteContent: 'Furosemide 40 mg daily.' } })).json()) as Note;
  for (const text of ['Furosemide 40 mg twice daily.', 'Furosemide 40 mg twice daily. Weigh daily.']) {
    note = (await (await api.patch(`/api/clinical-notes/${note.id}`, { data: { noteContent: text, version: note.version } })).json()) as Note;
  }
  const invite = (await (await api.post('/api/clinic/invites', { data: { maxUses: 1, expiresInDays: 1 } })).json()) as { code: string };
  const colleague = newDoctor('col');
  const member = await newPage(browser, viewport);
  const reg = await member.context.request.post('/api/register', {
    data: { email: colleague.email, name: colleague.name, country: 'us', specialty: 'cardiology', password: colleague.password, role: 'doctor', inviteCode: invite.code },
  });
  expect(reg.status()).toBe(201);
  return { owner, member, patient, note };
}

async function openDashboard(page: Page) {
  await page.goto('/');
  await waitForSplash(page);
  return page.getByTestId('recent-note').filter({ hasText: 'Edith Amended' }).first();
}

describe('clinical notes: amendment history and who may change a note', () => {
  it(`shows 'Edited' opening the history, edit and delete only to the author or an owner, and asks why on delete, at 1280 and 390 px`, async () => {
    const { owner, member } = await clinicWithEditedNote(WIDE);

    // The colleague sees the note and its history, but neither Edit nor Delete.
    const theirs = await openDashboard(member.page);
    await atBothWidths(member.page, async (label) => {
      await theirs.getByTestId('note-edited').waitFor();
      expect(await theirs.getByRole('button', { name: /^Edit note/ }).count(), label).toBe(0);
      expect(await theirs.getByRole('button', { name: /^Delete note/ }).count(), label).toBe(0);
    });

    // In the patient's record too: the author gets the marker, Edit and Delete.
    await owner.page.goto('/patients');
    await waitForSplash(owner.page);
    await owner.page.getByRole('button', { name: 'View Edith Amended' }).click();
    const recordNote = owner.page.getByTestId('record-note').first();
    await atBothWidths(owner.page, async (label) => {
      await recordNote.getByTestId('note-edited').waitFor();
      await recordNote.getByRole('button', { name: /^Edit note/ }).waitFor();
      await expectNoHorizontalScroll(owner.page);
      await snap(owner.page, `notes-record-${label}`);
    });

    // The author sees all three; 'Edited' opens every earlier text, newest first.
    const mine = await openDashboard(owner.page);
    await atBothWidths(owner.page, async (label) => {
      await mine.getByRole('button', { name: /^Edit note/ }).waitFor();
      await expectNoHorizontalScroll(owner.page);
      await snap(owner.page, `notes-dashboard-${label}`);
    });
    await mine.getByTestId('note-edited').click();
    const history = owner.page.getByTestId('note-history');
    await history.waitFor();
    expect((await history.innerText()).replace(/\s+/g, ' ')).toMatch(/Current.*Weigh daily\..*Version 2.*twice daily\..*Original.*40 mg daily\./);
    await atBothWidths(owner.page, (label) => snap(owner.page, `notes-history-${label}`));
    await owner.page.getByRole('button', { name: 'Close' }).first().click();
    await history.waitFor({ state: 'detached' });

    // Delete needs a reason; with one, the note leaves the list.
    await mine.getByRole('button', { name: /^Delete note/ }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Delete this note?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete note' }).click();
    await dialog.getByText('A reason is required to delete a note.').waitFor();
    await atBothWidths(owner.page, (label) => snap(owner.page, `notes-delete-${label}`));
    await dialog.getByRole('textbox').fill('Duplicate of the discharge note.');
    await dialog.getByRole('button', { name: 'Delete note' }).click();
    await dialog.waitFor({ state: 'detached' });
    await owner.page.getByTestId('recent-note').filter({ hasText: 'Edith Amended' }).waitFor({ state: 'detached' });
    await Promise.all([owner.context.close(), member.context.close()]);
  });

  it('the audit page shows the chain head with a copy button, and list reads in words, at 1280 and 390 px', async () => {
    const { owner } = await clinicWithEditedNote(WIDE);
    const context: BrowserContext = owner.context;
    await context.request.get('/api/patients?q=edith');
    await owner.page.goto('/clinic/audit');
    await waitForSplash(owner.page);
    const head = owner.page.getByTestId('audit-head');
    await atBothWidths(owner.page, async (label) => {
      await head.getByRole('button', { name: 'Copy head' }).waitFor();
      expect(await head.innerText(), label).toMatch(/Entry #\d+/);
      await owner.page.getByTestId('audit-row').filter({ hasText: 'Listed patients: search “edith”' }).first().waitFor();
      await expectNoHorizontalScroll(owner.page);
      await head.scrollIntoViewIfNeeded();
      await snap(owner.page, `audit-head-${label === 'wide' ? WIDE.width : NARROW.width}`);
    });
    await context.close();
  });
});
