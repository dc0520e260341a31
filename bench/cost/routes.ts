// The routes whose cost per request the bench reports and guards (bench/cost-baseline.json), in the
// order they run: reads first, so the writes do not change what the reads find.
import { MESSAGE } from '../load/content.ts';
import type { CostWorld } from './world.ts';

export interface CostRoute {
  /** The key in bench/cost-baseline.json and the table's first column. */
  name: string;
  method: 'GET' | 'POST';
  path: (w: CostWorld) => string;
  body?: (w: CostWorld) => unknown;
  /** Signed out (the floor). */
  anonymous?: boolean;
  /** A hard limit from DESIGN.md §7, on top of the recorded figures. */
  limit?: { d1: number; rowsRead: number };
  /** Its D1 statements' query plans go into bench/README.md. */
  plan?: boolean;
}

export const PATIENT_PAGE = 50;
const SEARCH = 'patel';

/** A basic metabolic panel, the same every time (the load bench's varies, and with it the rows a write touches). */
export function fixedLab(patientId: number, critical = false) {
  const tests = [
    { name: 'Sodium', value: '139', unit: 'mmol/L', referenceRange: '135-145', status: 'normal' },
    { name: 'Potassium', value: critical ? '6.9' : '4.2', unit: 'mmol/L', referenceRange: '3.5-5.1', status: critical ? 'critical' : 'normal' },
    { name: 'Creatinine', value: '0.9', unit: 'mg/dL', referenceRange: '0.6-1.2', status: 'normal' },
    { name: 'Glucose', value: '92', unit: 'mg/dL', referenceRange: '70-99', status: 'normal' },
  ];
  return { patientId, labName: 'Basic metabolic panel', kind: 'lab', physician: 'Dr. Cost', tests, interpretation: critical ? 'Critical potassium.' : 'No critical values.' };
}

export const COST_ROUTES: CostRoute[] = [
  { name: 'GET /api/health (bare route: the floor)', method: 'GET', path: () => '/api/health', anonymous: true },
  { name: 'GET /api/user (who am I)', method: 'GET', path: () => '/api/user' },
  { name: `GET /api/patients?limit=${PATIENT_PAGE} (patient list page)`, method: 'GET', path: () => `/api/patients?limit=${PATIENT_PAGE}`, limit: { d1: 1, rowsRead: PATIENT_PAGE + 10 }, plan: true },
  { name: `GET /api/patients?q=${SEARCH}&limit=${PATIENT_PAGE} (patient search)`, method: 'GET', path: () => `/api/patients?q=${SEARCH}&limit=${PATIENT_PAGE}`, plan: true },
  // A first and a last name together match about one patient in 3 600 (scripts/lib/synthetic.ts): fewer than a page.
  { name: 'GET /api/patients?q=tariq aziz&limit=50 (search by full name, under a page of matches)', method: 'GET', path: () => `/api/patients?q=tariq%20aziz&limit=${PATIENT_PAGE}`, plan: true },
  { name: 'GET /api/patients/:id (audited read)', method: 'GET', path: (w) => `/api/patients/${w.patientId}` },
  { name: "GET /api/patients/:id/chart (a patient's chart)", method: 'GET', path: (w) => `/api/patients/${w.patientId}/chart` },
  { name: 'GET /api/appointments/today', method: 'GET', path: () => '/api/appointments/today' },
  { name: 'GET /api/lab-results (labs list)', method: 'GET', path: () => '/api/lab-results' },
  { name: 'GET /api/messages (inbox)', method: 'GET', path: () => '/api/messages' },
  { name: 'GET /api/messages/unread-count', method: 'GET', path: () => '/api/messages/unread-count' },
  { name: 'GET /api/notifications', method: 'GET', path: () => '/api/notifications' },
  { name: 'GET /api/stats', method: 'GET', path: () => '/api/stats' },
  { name: 'GET /fhir/R4/Patient/:id', method: 'GET', path: (w) => `/fhir/R4/Patient/${w.patientId}` },
  { name: `GET /fhir/R4/Patient?name=${SEARCH}`, method: 'GET', path: () => `/fhir/R4/Patient?name=${SEARCH}`, plan: true },
  { name: 'POST /api/messages', method: 'POST', path: () => '/api/messages', body: (w) => ({ toId: w.colleague.id, content: MESSAGE }) },
  { name: 'POST /api/lab-results (normal result)', method: 'POST', path: () => '/api/lab-results', body: (w) => fixedLab(w.patientId) },
  { name: 'POST /api/lab-results (critical result: alerts the doctors)', method: 'POST', path: () => '/api/lab-results', body: (w) => fixedLab(w.patientId, true) },
];
