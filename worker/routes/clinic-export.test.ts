import { describe, expect, it } from 'vitest';
import { clinicMember, signedInDoctor } from '../test/helpers';

describe('clinic data export (owners)', () => {
  it('downloads every kind of clinic data as JSON, without secrets or another clinic’s rows, and audits it', async () => {
    const owner = await signedInDoctor();
    const member = await clinicMember(owner.client);
    const stranger = await signedInDoctor();
    await stranger.client.post('/api/patients', { fullName: 'Not Ours', age: 50, gender: 'Male', condition: 'Gout', contactNumber: '555', email: 'x@example.org' });
    const p = (await (await owner.client.post('/api/patients', { fullName: 'Ours Patient', age: 30, gender: 'Female', condition: 'Asthma', contactNumber: '555', email: 'o@example.org' })).json()) as { id: number };
    await owner.client.post('/api/clinical-notes', { patientId: p.id, noteContent: 'Wheeze improved.' });
    await owner.client.post('/api/messages', { toId: member.user.id, content: 'See Ours Patient', type: 'doctor' });
    const booked = await owner.client.post('/api/appointments', {
      patientId: p.id, doctorId: member.user.id, dateTime: '2031-04-02T10:00:00.000Z', endDateTime: '2031-04-02T10:30:00.000Z',
      purpose: 'Spirometry review', type: 'Office Visit', status: 'Scheduled',
    });
    expect(booked.status).toBe(201);
    const appointment = (await booked.json()) as { id: number };
    const entered = await owner.client.post('/api/lab-results', {
      patientId: p.id, labName: 'Peak flow', tests: [{ name: 'PEF', value: '410', unit: 'L/min', referenceRange: '400-600', status: 'normal' }],
    });
    expect(entered.status).toBe(201);
    const lab = (await entered.json()) as { id: number };
    await owner.client.delete(`/api/patients/${p.id}`);

    const res = await owner.client.get('/api/clinic/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="medassist-clinic-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text) as Record<'users' | 'patients' | 'clinicalNotes' | 'appointments' | 'labResults' | 'messages' | 'auditEvents', unknown[]> & { format: string; clinic: { id: number } };
    expect(data.format).toBe('medassist-clinic-export/1');
    expect(data.clinic.id).toBe(owner.user.clinicId);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['users', 'patients', 'clinicalNotes', 'appointments', 'labResults', 'messages', 'auditEvents']));
    expect(data.users).toHaveLength(2);
    expect(data.patients).toHaveLength(1);
    expect(data.patients[0]).toMatchObject({ fullName: 'Ours Patient' });
    expect((data.patients[0] as { deletedAt: unknown }).deletedAt).not.toBeNull(); // deleted records are exported, marked
    expect(data.clinicalNotes).toHaveLength(1);
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ id: appointment.id, patientId: p.id, doctorId: member.user.id, purpose: 'Spirometry review' });
    expect(data.labResults).toHaveLength(1);
    expect(data.labResults[0]).toMatchObject({ id: lab.id, patientId: p.id, labName: 'Peak flow' });
    expect(JSON.stringify(data.labResults[0])).toContain('"PEF"');
    // The staff message, and the new-result notice each of the clinic's two doctors got in their inbox.
    const messages = data.messages as { type: string; labResultId: number | null }[];
    expect(messages.map((m) => m.type).sort()).toEqual(['doctor', 'lab', 'lab']);
    expect(messages.filter((m) => m.type === 'lab').every((m) => m.labResultId === lab.id)).toBe(true);
    expect(text).not.toContain('Not Ours');
    expect(text).not.toMatch(/passwordHash|pbkdf2/i);
    expect(data.auditEvents.some((e) => (e as { action: string }).action === 'export')).toBe(true);
    expect((await member.client.get('/api/clinic/export')).status).toBe(403);
  });
});
