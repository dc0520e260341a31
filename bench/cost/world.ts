// The cost bench's clinic: 100 000 synthetic patients (scripts/seed.ts) and a small, fixed working
// day around one patient, entered through the public API, so every run reads the same rows.
import { seedPatients } from '../lib/server.ts';
import { call, Jar, must, type Doctor } from '../load/client.ts';
import { MESSAGE, NOTE } from '../load/content.ts';
import { fixedLab } from './routes.ts';

export const COST_PATIENTS = 100_000;

export interface CostWorld {
  clinicId: number;
  /** The signed-in doctor whose requests are measured (the clinic's owner). */
  doctor: Doctor;
  colleague: Doctor;
  /** The patient with the day's appointments, notes, results and messages. */
  patientId: number;
}

async function register(baseURL: string, tag: string, inviteCode?: string): Promise<Doctor> {
  const jar = new Jar();
  const email = `${tag}.${Date.now().toString(36)}@cost.example`;
  const body = { email, name: `Dr ${tag}`, country: 'us', specialty: 'internal-medicine', password: 'cost-bench-password', ...(inviteCode ? { inviteCode } : {}) };
  const user = await must<{ id: number; clinicId: number }>(() => call(baseURL, jar, 'POST', '/api/register', body), `register ${tag}`);
  return { id: user.id, clinicId: user.clinicId, jar, colleagues: [] };
}

export async function seedCostWorld(baseURL: string, stateDir: string): Promise<CostWorld> {
  const doctor = await register(baseURL, 'cost-owner');
  const invite = await must<{ code: string }>(() => call(baseURL, doctor.jar, 'POST', '/api/clinic/invites', {}), 'invite');
  const colleague = await register(baseURL, 'cost-colleague', invite.code);
  doctor.colleagues = [colleague.id];
  colleague.colleagues = [doctor.id];
  await seedPatients(stateDir, COST_PATIENTS, doctor.clinicId);
  const [first] = await must<{ id: number }[]>(() => call(baseURL, doctor.jar, 'GET', '/api/patients?limit=1'), 'first patient');
  const patientId = first!.id;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  for (let k = 0; k < 4; k++) {
    const start = today.getTime() + (8 * 60 + k * 45) * 60_000;
    const slot = { dateTime: new Date(start).toISOString(), endDateTime: new Date(start + 30 * 60_000).toISOString() };
    await must(() => call(baseURL, doctor.jar, 'POST', '/api/appointments', { patientId, doctorId: doctor.id, ...slot, purpose: 'Follow-up visit', type: 'Office Visit', status: 'Scheduled' }), 'appointment');
  }
  for (let k = 0; k < 2; k++) await must(() => call(baseURL, doctor.jar, 'POST', '/api/clinical-notes', { patientId, noteContent: NOTE }), 'note');
  for (let k = 0; k < 3; k++) await must(() => call(baseURL, colleague.jar, 'POST', '/api/lab-results', fixedLab(patientId)), 'lab result');
  for (let k = 0; k < 3; k++) await must(() => call(baseURL, colleague.jar, 'POST', '/api/messages', { toId: doctor.id, content: MESSAGE }), 'message');
  return { clinicId: doctor.clinicId, doctor, colleague, patientId };
}
