// Seeding: clinics and doctors through the API, patients with scripts/seed.ts --clinic.
import { seedPatients } from '../lib/server.ts';
import { call, Jar, must, type Clinic, type Doctor } from './client.ts';
import { labBody, MESSAGE, NOTE, pick } from './content.ts';
import type { LoadOptions } from './options.ts';

let seq = 0;

async function register(baseURL: string, tag: string, inviteCode?: string): Promise<Doctor> {
  const jar = new Jar();
  const email = `${tag}.${Date.now().toString(36)}${seq++}@load.example`;
  const user = await must<{ id: number; clinicId: number }>(() => call(baseURL, jar, 'POST', '/api/register', { email, name: `Dr ${tag}`, country: 'us', specialty: 'internal-medicine', password: 'load-test-password', ...(inviteCode ? { inviteCode } : {}) }),
    `register ${tag}`,
  );
  return { id: user.id, clinicId: user.clinicId, jar, colleagues: [] };
}

/** The load's clinics (owner plus invited doctors each), their patients and a working day's history per doctor. */
export async function seedWorld(baseURL: string, stateDir: string, o: LoadOptions): Promise<Clinic[]> {
  const clinics: Clinic[] = [];
  for (let c = 0; c < o.clinics; c++) {
    const owner = await register(baseURL, `owner${c}`);
    const doctors = [owner];
    for (let d = 1; d < o.doctorsPerClinic; d++) {
      const invite = await must<{ code: string }>(() => call(baseURL, owner.jar, 'POST', '/api/clinic/invites', {}), 'invite');
      doctors.push(await register(baseURL, `doc${c}-${d}`, invite.code));
    }
    for (const d of doctors) d.colleagues = doctors.filter((x) => x !== d).map((x) => x.id);
    await seedPatients(stateDir, o.patientsPerClinic, owner.clinicId);
    const list = await must<{ id: number }[]>(() => call(baseURL, owner.jar, 'GET', '/api/patients?limit=500'), 'patient list');
    clinics.push({ id: owner.clinicId, owner, doctors, patientIds: list.map((p) => p.id), labIds: [], pendingLabIds: [] });
    if ((c + 1) % 5 === 0 || c + 1 === o.clinics) o.log(`  seeded ${c + 1}/${o.clinics} clinics`);
  }
  // A working day's history per doctor: today's schedule, a few notes, results and messages.
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  await Promise.all(
    clinics.map(async (clinic) => {
      for (const d of clinic.doctors) {
        for (let k = 0; k < 6; k++) {
          const start = today.getTime() + (8 * 60 + k * 45) * 60_000;
          await must(() => call(baseURL, d.jar, 'POST', '/api/appointments', {
              patientId: pick(clinic.patientIds), doctorId: d.id, dateTime: new Date(start).toISOString(), endDateTime: new Date(start + 30 * 60_000).toISOString(),
              purpose: 'Follow-up visit', type: 'Office Visit', status: 'Scheduled',
            }),
            'appointment',
          );
        }
        for (let k = 0; k < 3; k++) await must(() => call(baseURL, d.jar, 'POST', '/api/clinical-notes', { patientId: pick(clinic.patientIds), noteContent: NOTE }), 'note');
        for (let k = 0; k < 2; k++) {
          const lab = await must<{ id: number }>(() => call(baseURL, d.jar, 'POST', '/api/lab-results', labBody(pick(clinic.patientIds))), 'lab result');
          clinic.labIds.push(lab.id);
          clinic.pendingLabIds.push(lab.id);
        }
        for (let k = 0; k < 2; k++) await must(() => call(baseURL, d.jar, 'POST', '/api/messages', { toId: pick(d.colleagues), content: MESSAGE }), 'message');
      }
    }),
  );
  return clinics;
}
