// `npm run seed -- --patients N [--clinic ID | --region us|eu]`: loads N synthetic patients into the
// local D1 of the clinic's region (a new clinic: US unless --region eu) for scale tests, and prints,
// as its last line, the JSON sign-in of a doctor who sees them.
import { parseArgs } from 'node:util';
import { first, hashPasswordForSeed, openLocalPlatform, sqlText } from './lib/local-platform.ts';
import { PROBLEMS_FROM_CONDITIONS_SQL, rng, syntheticPatient } from './lib/synthetic.ts';
import { nextIdSqlText, regionOfId, type Region } from '../core/regions.ts';

const { values } = parseArgs({ options: { patients: { type: 'string', default: '1000' }, clinic: { type: 'string' }, region: { type: 'string', default: 'us' } } });
const count = Number(values.patients);
if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
  console.error('--patients must be a whole number between 0 and 5 000 000');
  process.exit(2);
}

const ROWS_PER_STATEMENT = 500; // literal VALUES: the 100-bound-parameter limit does not apply
const STATEMENTS_PER_BATCH = 20;

if (values.region !== 'us' && values.region !== 'eu') {
  console.error('--region must be us or eu');
  process.exit(2);
}
const region: Region = values.clinic ? regionOfId(Number(values.clinic)) : values.region;
// Ids of clinics and users come from the region's range (core/regions.ts).
const nextId = (table: 'clinics' | 'users') => nextIdSqlText(table, region);

const platform = await openLocalPlatform();
const db = region === 'eu' ? platform.env.DB_EU : platform.env.DB;
try {
  let clinicId: number;
  if (values.clinic) {
    clinicId = Number(values.clinic);
    const clinic = await first<{ id: number }>(db, `SELECT id FROM clinics WHERE id = ${clinicId}`);
    if (!clinic) throw new Error(`No clinic with id ${values.clinic} in the local database.`);
  } else {
    clinicId = (await first<{ id: number }>(db, `INSERT INTO clinics (id, name, region) VALUES (${nextId('clinics')}, 'Scale Test Clinic', '${region}') RETURNING id`))!.id;
  }

  const stamp = Date.now().toString(36);
  const username = `seed-${clinicId}-${stamp}`;
  const password = `seed-${stamp}-password`;
  const doctor = await first<{ id: number }>(
    db,
    `INSERT INTO users (id, clinic_id, username, email, password_hash, name, speciality)
     VALUES (${nextId('users')}, ${clinicId}, ${sqlText(username)}, ${sqlText(`${username}@seed.medassist.example`)}, ${sqlText(hashPasswordForSeed(password))}, 'Dr. Seed Doctor', 'internal-medicine') RETURNING id`,
  );
  await db.prepare(`INSERT INTO memberships (user_id, clinic_id, role, owner) VALUES (${doctor!.id}, ${clinicId}, 'doctor', 0)`).run();

  const started = performance.now();
  const r = rng(clinicId * 7919 + count);
  let batch: ReturnType<typeof db.prepare>[] = [];
  let rows: string[] = [];
  const flushRows = () => {
    if (rows.length === 0) return;
    batch.push(db.prepare(`INSERT INTO patients (clinic_id, full_name, birth_date, gender, sex, condition, contact_number, email, created_by) VALUES ${rows.join(',')}`));
    rows = [];
  };
  for (let i = 0; i < count; i++) {
    const p = syntheticPatient(r, i);
    rows.push(`(${clinicId}, ${sqlText(p.fullName)}, ${sqlText(p.birthDate)}, ${sqlText(p.gender)}, ${sqlText(p.sex)}, ${sqlText(p.condition)}, ${sqlText(p.contactNumber)}, ${sqlText(p.email)}, ${doctor!.id})`);
    if (rows.length === ROWS_PER_STATEMENT) flushRows();
    if (batch.length === STATEMENTS_PER_BATCH) {
      await db.batch(batch);
      batch = [];
    }
  }
  flushRows();
  // Each condition is also the patient's first problem, as the API and migration 0012 keep it.
  batch.push(db.prepare(PROBLEMS_FROM_CONDITIONS_SQL(clinicId)));
  await db.batch(batch);
  console.error(`Seeded ${count} patients into clinic ${clinicId} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  console.log(JSON.stringify({ username, password, clinicId }));
} finally {
  await platform.dispose();
}
