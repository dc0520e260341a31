// The mix: what one doctor's app asks for, weighted (≈85 % reads, 15 % writes).
import { call, type Clinic, type Doctor } from './client.ts';
import { FIRST, futureSlot, labBody, LAST, MESSAGE, NOTE, pick, rand, SEARCHES } from './content.ts';
export interface Op {
  name: string;
  weight: number;
  write: boolean;
  run(baseURL: string, d: Doctor, clinic: Clinic): Promise<{ status: number; json: unknown }>;
}

export const MIX: Op[] = [
  { name: 'GET patients (list)', weight: 10, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/patients?limit=50') },
  { name: 'GET patients?q (search)', weight: 12, write: false, run: (b, d) => call(b, d.jar, 'GET', `/api/patients?q=${pick(SEARCHES)}&limit=20`) },
  { name: 'GET patients/:id (audited)', weight: 10, write: false, run: (b, d, c) => call(b, d.jar, 'GET', `/api/patients/${pick(c.patientIds)}`) },
  { name: 'GET patients/:id/record', weight: 8, write: false, run: (b, d, c) => call(b, d.jar, 'GET', `/api/patients/${pick(c.patientIds)}/record`) },
  { name: 'GET appointments/today', weight: 10, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/appointments/today') },
  { name: 'GET stats', weight: 10, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/stats') },
  { name: 'GET messages/unread-count', weight: 12, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/messages/unread-count') },
  { name: 'GET messages (inbox)', weight: 2, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/messages') },
  { name: 'GET lab-results?pending', weight: 6, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/lab-results?pending=true') },
  { name: 'GET clinical-notes (recent)', weight: 5, write: false, run: (b, d) => call(b, d.jar, 'GET', '/api/clinical-notes?limit=20') },
  {
    name: 'POST patients', weight: 2, write: true,
    run: async (b, d, c) => {
      const r = await call(b, d.jar, 'POST', '/api/patients', { fullName: `${pick(FIRST)} ${pick(LAST)}`, age: 1 + rand(95), gender: pick(['Male', 'Female']), condition: 'Hypertension', contactNumber: '+1 555 010 0199', email: '' });
      if (r.status === 201) c.patientIds.push((r.json as { id: number }).id);
      return r;
    },
  },
  { name: 'POST clinical-notes', weight: 4, write: true, run: (b, d, c) => call(b, d.jar, 'POST', '/api/clinical-notes', { patientId: pick(c.patientIds), noteContent: NOTE }) },
  {
    name: 'POST appointments', weight: 3, write: true,
    run: (b, d, c) => call(b, d.jar, 'POST', '/api/appointments', { patientId: pick(c.patientIds), doctorId: d.id, ...futureSlot(), purpose: 'Routine review', type: pick(['Office Visit', 'Telehealth']), status: 'Scheduled' }),
  },
  { name: 'POST messages', weight: 3, write: true, run: (b, d) => call(b, d.jar, 'POST', '/api/messages', { toId: pick(d.colleagues), content: MESSAGE }) },
  {
    name: 'POST lab-results', weight: 1, write: true,
    run: async (b, d, c) => {
      const r = await call(b, d.jar, 'POST', '/api/lab-results', labBody(pick(c.patientIds)));
      if (r.status === 201) {
        c.labIds.push((r.json as { id: number }).id);
        c.pendingLabIds.push((r.json as { id: number }).id);
      }
      return r;
    },
  },
  { name: 'PATCH lab-results/:id/review', weight: 2, write: true, run: (b, d, c) => call(b, d.jar, 'PATCH', `/api/lab-results/${c.pendingLabIds.pop() ?? pick(c.labIds)}/review`) },
];
export const TOTAL_WEIGHT = MIX.reduce((s, op) => s + op.weight, 0);

export function pickOp(): Op {
  let x = Math.random() * TOTAL_WEIGHT;
  for (const op of MIX) if ((x -= op.weight) < 0) return op;
  return MIX[0]!;
}
