import { hashPasswordForSeed, sqlText } from './local-platform.ts';
import { PROBLEMS_FROM_CONDITIONS_SQL, rng, syntheticPatient } from './synthetic.ts';

/** The demo clinic's sign-in (also in the README). */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'MedAssist-demo-2026';
export const COLLEAGUE_USERNAME = 'alex';

type Db = { prepare(sql: string): { first<T>(): Promise<T | null>; run(): Promise<unknown> }; batch(s: unknown[]): Promise<unknown> };

/** Seeds the demo clinic once (no-op when the demo user exists). Returns true when it seeded. */
export async function seedDemoClinic(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.prepare(`SELECT id FROM users WHERE username = ${sqlText(DEMO_USERNAME)}`).first<{ id: number }>();
  if (existing) return false;

  const clinic = await db.prepare(`INSERT INTO clinics (name) VALUES ('Riverside Family Clinic') RETURNING id`).first<{ id: number }>();
  const clinicId = clinic!.id;
  const hash = hashPasswordForSeed(DEMO_PASSWORD);
  const demo = await db
    .prepare(`INSERT INTO users (clinic_id, username, email, password_hash, name, speciality, country, country_of_practice)
      VALUES (${clinicId}, 'demo', 'demo@medassist.example', ${sqlText(hash)}, 'Dr. Dana Demo', 'family-medicine', 'us', 'us') RETURNING id`)
    .first<{ id: number }>();
  const alex = await db
    .prepare(`INSERT INTO users (clinic_id, username, email, password_hash, name, speciality, country, country_of_practice)
      VALUES (${clinicId}, 'alex', 'alex@medassist.example', ${sqlText(hash)}, 'Dr. Alex Morgan', 'cardiology', 'us', 'us') RETURNING id`)
    .first<{ id: number }>();
  const demoId = demo!.id;
  const alexId = alex!.id;
  await db.prepare(`INSERT INTO memberships (user_id, clinic_id, role, owner) VALUES (${demoId}, ${clinicId}, 'doctor', 1), (${alexId}, ${clinicId}, 'doctor', 0)`).run();

  const r = rng(2026);
  const patientIds: number[] = [];
  for (let i = 0; i < 24; i++) {
    const p = syntheticPatient(r, i);
    const row = await db
      .prepare(`INSERT INTO patients (clinic_id, full_name, birth_date, gender, sex, condition, contact_number, email, created_by)
        VALUES (${clinicId}, ${sqlText(p.fullName)}, ${sqlText(p.birthDate)}, ${sqlText(p.gender)}, ${sqlText(p.sex)}, ${sqlText(p.condition)}, ${sqlText(p.contactNumber)}, ${sqlText(p.email)}, ${demoId}) RETURNING id`)
      .first<{ id: number }>();
    patientIds.push(row!.id);
  }
  // Each condition is also the patient's first problem, as the API and migration 0012 keep it.
  await db.prepare(PROBLEMS_FROM_CONDITIONS_SQL(clinicId)).run();

  const at = (h: number, m: number, dayOffset = 0) => {
    const d = new Date(now);
    d.setDate(d.getDate() + dayOffset);
    d.setHours(h, m, 0, 0);
    return d.getTime();
  };
  const appts: [number, number, number, number, string, string, string][] = [
    [patientIds[0]!, demoId, at(9, 0), 30, 'Blood pressure follow-up', 'Office Visit', 'Confirmed'],
    [patientIds[1]!, demoId, at(10, 30), 30, 'Diabetes review and HbA1c results', 'Office Visit', 'Scheduled'],
    [patientIds[2]!, demoId, at(13, 0), 15, 'Asthma inhaler technique check', 'Telehealth', 'Scheduled'],
    [patientIds[3]!, demoId, at(15, 30), 45, 'New patient consultation', 'Office Visit', 'Pending'],
    [patientIds[4]!, alexId, at(11, 0), 30, 'Atrial fibrillation anticoagulation review', 'Office Visit', 'Confirmed'],
    [patientIds[5]!, demoId, at(9, 30, 1), 30, 'Post-discharge review', 'Telehealth', 'Scheduled'],
  ];
  const statements: unknown[] = appts.map(([pid, did, start, mins, purpose, type, status]) =>
    db.prepare(`INSERT INTO appointments (clinic_id, patient_id, doctor_id, date_time, end_date_time, purpose, type, status)
      VALUES (${clinicId}, ${pid}, ${did}, ${start}, ${start + mins * 60_000}, ${sqlText(purpose)}, ${sqlText(type)}, ${sqlText(status)})`),
  );

  const notes = [
    [patientIds[0]!, 'BP 148/92 on amlodipine 5 mg. Home readings similar. Plan: increase to 10 mg, recheck in 4 weeks, renal panel.'],
    [patientIds[1]!, 'HbA1c 8.1% (from 7.4%). Discussed diet; adherence good. Start empagliflozin 10 mg; eGFR 68.'],
    [patientIds[4]!, 'Paroxysmal AF. CHA2DS2-VASc 3. Started apixaban 5 mg BID. Counselled on bleeding risk.'],
  ] as const;
  for (const [pid, text] of notes) {
    statements.push(db.prepare(`INSERT INTO clinical_notes (clinic_id, patient_id, doctor_id, note_content) VALUES (${clinicId}, ${pid}, ${demoId}, ${sqlText(text)})`));
  }

  const lab = (pid: number, name: string, kind: string, critical: boolean, data: object) =>
    db.prepare(`INSERT INTO lab_results (clinic_id, patient_id, lab_name, kind, result_data, is_critical) VALUES (${clinicId}, ${pid}, ${sqlText(name)}, ${sqlText(kind)}, ${sqlText(JSON.stringify(data))}, ${critical ? 1 : 0})`);
  statements.push(
    lab(patientIds[1]!, 'Comprehensive Metabolic Panel', 'lab', false, {
      collectionDate: now.toISOString(), physician: 'Dr. Dana Demo',
      tests: [
        { name: 'Glucose (fasting)', value: '142', unit: 'mg/dL', referenceRange: '70-99', status: 'abnormal' },
        { name: 'Creatinine', value: '1.1', unit: 'mg/dL', referenceRange: '0.6-1.2', status: 'normal' },
        { name: 'Potassium', value: '4.4', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'normal' },
      ],
      interpretation: 'Fasting hyperglycaemia consistent with known type 2 diabetes. Renal function normal.',
      comments: 'Repeat HbA1c in 3 months.',
    }),
    lab(patientIds[6]!, 'Basic Metabolic Panel', 'lab', true, {
      collectionDate: now.toISOString(), physician: 'Dr. Dana Demo',
      tests: [
        { name: 'Potassium', value: '6.8', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' },
        { name: 'Creatinine', value: '2.9', unit: 'mg/dL', referenceRange: '0.6-1.2', status: 'abnormal' },
      ],
      interpretation: 'Severe hyperkalaemia with acute kidney injury.',
      comments: 'Phoned to on-call physician. Repeat sample to exclude haemolysis.',
    }),
    lab(patientIds[7]!, 'Chest X-ray PA/Lateral', 'imaging', false, {
      collectionDate: now.toISOString(), physician: 'Dr. Alex Morgan',
      tests: [{ name: 'Chest radiograph', value: 'No acute cardiopulmonary process', unit: '', referenceRange: '', status: 'normal' }],
      interpretation: 'Clear lungs, normal cardiac silhouette.',
      comments: '',
    }),
  );

  statements.push(
    db.prepare(`INSERT INTO messages (clinic_id, from_id, to_id, content, type, priority, patient_id) VALUES (${clinicId}, ${alexId}, ${demoId}, ${sqlText('Could you review the ECG for ' + 'your 11:00 AF patient before clinic? Rate looks controlled.')}, 'doctor', 'normal', ${patientIds[4]!})`),
    db.prepare(`INSERT INTO messages (clinic_id, from_id, to_id, content, type, priority) VALUES (${clinicId}, ${alexId}, ${demoId}, 'Team meeting moved to Thursday 8:00.', 'doctor', 'normal')`),
  );
  await db.batch(statements);
  return true;
}
