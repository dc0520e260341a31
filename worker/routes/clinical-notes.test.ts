import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ClinicalNote, NoteHistory } from '../../core/schemas/clinical-notes';
import { clinicMember, signedInDoctor, type TestClient } from '../test/helpers';

const patient = { fullName: 'Nora Notes', age: 61, gender: 'Female', condition: 'CKD', contactNumber: '555-0102', email: 'nora@example.org' };

async function clinic() {
  const owner = await signedInDoctor();
  const author = await clinicMember(owner.client);
  const colleague = await clinicMember(owner.client);
  const p = (await (await owner.client.post('/api/patients', patient)).json()) as { id: number };
  const note = (await (await author.client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'Creatinine 180, stable.' })).json()) as ClinicalNote;
  return { owner, author, colleague, p, note, clinicId: owner.user.clinicId };
}

const edit = (client: TestClient, note: Pick<ClinicalNote, 'id' | 'version'>, noteContent: string) => client.patch(`/api/clinical-notes/${note.id}`, { noteContent, version: note.version });
const remove = (client: TestClient, id: number, body?: unknown) => client.request(`/api/clinical-notes/${id}`, { method: 'DELETE', ...(body === undefined ? {} : { json: body }) });
const history = async (client: TestClient, id: number) => (await client.get(`/api/clinical-notes/${id}/history`)).json() as Promise<NoteHistory>;
const ONLY_AUTHOR = 'Only the note’s author or a clinic owner can change or delete this note.';

describe('clinical notes: who may change them, and what is kept', () => {
  it('only the author or an owner edits a note; another doctor gets 403 with a clear message and changes nothing', async () => {
    const { owner, author, colleague, note } = await clinic();
    const refused = await edit(colleague.client, note, 'Overwritten by a colleague.');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(ONLY_AUTHOR);
    expect((await history(owner.client, note.id)).versions.map((v) => v.noteContent)).toEqual(['Creatinine 180, stable.']);

    const byAuthor = await edit(author.client, note, 'Creatinine 180, stable. Recheck in 3 months.');
    expect(byAuthor.status).toBe(200);
    const v2 = (await byAuthor.json()) as ClinicalNote;
    const byOwner = await edit(owner.client, v2, 'Creatinine 180, stable. Recheck in 6 weeks.');
    expect(byOwner.status).toBe(200);
    expect(((await byOwner.json()) as ClinicalNote).version).toBe(3);
  });

  it('keeps every earlier text with who wrote it and when; reading the history is audited', async () => {
    const { owner, author, note, clinicId } = await clinic();
    const v2 = (await (await edit(author.client, note, 'Second text.')).json()) as ClinicalNote;
    await edit(owner.client, v2, 'Third text.');
    const before = await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE clinic_id = ? AND action = 'view' AND entity = 'clinical_note' AND entity_id = ?").bind(clinicId, note.id).first<{ n: number }>();
    const h = await history(author.client, note.id);
    expect(h).toMatchObject({ noteId: note.id, deleted: null });
    expect(h.versions.map((v) => [v.version, v.noteContent, v.writtenByName])).toEqual([
      [1, 'Creatinine 180, stable.', author.user.name],
      [2, 'Second text.', author.user.name],
      [3, 'Third text.', owner.user.name],
    ]);
    expect(Date.parse(h.versions[0]!.writtenAt)).toBeLessThanOrEqual(Date.parse(h.versions[2]!.writtenAt));
    const after = await env.DB.prepare("SELECT count(*) AS n FROM audit_events WHERE clinic_id = ? AND action = 'view' AND entity = 'clinical_note' AND entity_id = ? AND user_id = ?").bind(clinicId, note.id, author.user.id).first<{ n: number }>();
    expect(after!.n).toBe(before!.n + 1);
    // Kept as written: the database refuses to change or remove an earlier text.
    await expect(env.DB.prepare("UPDATE note_versions SET note_content = 'rewritten' WHERE note_id = ?").bind(note.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('DELETE FROM note_versions WHERE note_id = ?').bind(note.id).run()).rejects.toThrow(/append-only/);
  });

  it('a stale edit still answers 409 with the current note and keeps no extra version', async () => {
    const { author, note } = await clinic();
    expect((await edit(author.client, note, 'First edit.')).status).toBe(200);
    const stale = await edit(author.client, note, 'Edit from an old screen.');
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: ClinicalNote }).current).toMatchObject({ noteContent: 'First edit.', version: 2 });
    expect((await history(author.client, note.id)).versions.map((v) => v.noteContent)).toEqual(['Creatinine 180, stable.', 'First edit.']);
  });

  it('a delete needs a reason, is the author’s or an owner’s, is soft and audited; the note leaves every list', async () => {
    const { owner, author, colleague, p, note, clinicId } = await clinic();
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const res = await remove(author.client, note.id, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('A reason is required to delete a note.');
    }
    const refused = await remove(colleague.client, note.id, { reason: 'Not mine, but wrong.' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(ONLY_AUTHOR);

    const deleted = await remove(author.client, note.id, { reason: 'Written in the wrong patient’s chart.' });
    expect(deleted.status).toBe(200);
    const kept = await env.DB.prepare('SELECT note_content, deleted_at, deleted_by, delete_reason FROM clinical_notes WHERE id = ?').bind(note.id).first<Record<string, unknown>>();
    expect(kept).toMatchObject({ note_content: 'Creatinine 180, stable.', deleted_by: author.user.id, delete_reason: 'Written in the wrong patient’s chart.' });
    expect(kept!.deleted_at).not.toBeNull();
    const audit = await env.DB.prepare("SELECT user_id, patient_id FROM audit_events WHERE clinic_id = ? AND action = 'delete' AND entity = 'clinical_note' AND entity_id = ?").bind(clinicId, note.id).all();
    expect(audit.results).toEqual([{ user_id: author.user.id, patient_id: p.id }]);

    const ids = (list: ClinicalNote[]) => list.map((n) => n.id);
    expect(ids((await (await owner.client.get(`/api/clinical-notes?patientId=${p.id}`)).json()) as ClinicalNote[])).not.toContain(note.id);
    expect(ids((await (await owner.client.get('/api/clinical-notes')).json()) as ClinicalNote[])).not.toContain(note.id);
    expect(ids(((await (await owner.client.get(`/api/patients/${p.id}/record`)).json()) as { notes: ClinicalNote[] }).notes)).not.toContain(note.id);
    expect((await edit(author.client, note, 'Back again?')).status).toBe(404);
    expect((await remove(author.client, note.id, { reason: 'Twice.' })).status).toBe(404);

    // Owners can still read what it said and why it went; others see nothing.
    expect((await history(owner.client, note.id)).deleted).toMatchObject({ byName: author.user.name, reason: 'Written in the wrong patient’s chart.' });
    expect((await author.client.get(`/api/clinical-notes/${note.id}/history`)).status).toBe(404);
  });

  it('an owner deletes a member’s note; another clinic sees none of it', async () => {
    const { owner, note } = await clinic();
    const stranger = await signedInDoctor();
    expect((await stranger.client.get(`/api/clinical-notes/${note.id}/history`)).status).toBe(404);
    expect((await remove(stranger.client, note.id, { reason: 'Not yours.' })).status).toBe(404);
    expect((await remove(owner.client, note.id, { reason: 'Duplicate of the previous note.' })).status).toBe(200);
  });
});
