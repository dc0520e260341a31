// Plausible synthetic patients for demos and scale tests (no real person's data).

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Margaret', 'Paul', 'Sandra', 'Steven', 'Ashley', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle', 'Kevin', 'Carol', 'Amina', 'Wei', 'Priya', 'Mohammed', 'Sofia', 'Hiroshi', 'Fatima', 'Luca', 'Olga', 'Kwame', 'Ingrid', 'Mateo', 'Aisha', 'Chen', 'Noor', 'Diego', 'Yuki', 'Ravi', 'Elena', 'Tariq'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Okafor', 'Kowalski', 'Nakamura', 'Patel', 'Haddad', 'Schmidt', 'Rossi', 'Ivanova', 'Mensah', 'Lindqvist', 'Costa', 'Khan', 'Wang', 'Singh', 'Dubois', 'Moreno', 'Tanaka', 'Sharma', 'Petrov', 'Aziz'];
export const CONDITIONS = ['Hypertension', 'Type 2 diabetes mellitus', 'Asthma', 'COPD', 'Atrial fibrillation', 'Heart failure', 'Chronic kidney disease stage 3', 'Hypothyroidism', 'Hyperlipidemia', 'Osteoarthritis', 'Major depressive disorder', 'Generalized anxiety disorder', 'Migraine', 'Atopic dermatitis', 'Psoriasis', 'IgA nephropathy', 'Gout', 'Obesity', 'Iron deficiency anemia', 'GERD', 'Rheumatoid arthritis', 'Coronary artery disease', 'Chronic hepatitis C', 'Epilepsy', 'Benign prostatic hyperplasia', 'Osteoporosis', null];
const GENDERS = ['Male', 'Female', 'Other'] as const;

/** A small deterministic PRNG so seeded data is reproducible. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

export interface SyntheticPatient {
  fullName: string;
  /** YYYY-MM-DD, a day within the age year of a 1–95-year-old as of `today`. */
  birthDate: string;
  gender: string;
  /** FHIR administrative gender matching `gender`. */
  sex: 'male' | 'female' | 'other';
  condition: string | null;
  contactNumber: string;
  email: string | null;
}

const DAY_MS = 86_400_000;
const SEX_OF_GENDER = { Male: 'male', Female: 'female', Other: 'other' } as const;

/** The i-th synthetic patient of a seeded sequence (birth dates relative to `today`, epoch ms). */
export function syntheticPatient(r: () => number, i: number, today = Date.now()): SyntheticPatient {
  const first = pick(r, FIRST);
  const last = pick(r, LAST);
  const gender = r() < 0.02 ? 'Other' : pick(r, GENDERS.slice(0, 2));
  return {
    fullName: `${first} ${last}`,
    birthDate: new Date(today - Math.floor((1 + r() * 94) * 365.2425 * DAY_MS)).toISOString().slice(0, 10),
    gender,
    sex: SEX_OF_GENDER[gender],
    condition: pick(r, CONDITIONS),
    contactNumber: `+1 555 ${String(100 + Math.floor(r() * 900))} ${String(1000 + (i % 9000))}`,
    email: r() < 0.6 ? `${first}.${last}.${i}@example.org`.toLowerCase() : null,
  };
}

/** SQL giving each of the clinic's patients without problems its condition as an active problem (text only). */
export const PROBLEMS_FROM_CONDITIONS_SQL = (clinicId: number) => `INSERT INTO problems (clinic_id, patient_id, codings, text, clinical_status, recorded_at, recorded_by)
  SELECT clinic_id, id, '[]', condition, 'active', strftime('%Y-%m-%dT%H:%M:%fZ', created_at / 1000.0, 'unixepoch'), created_by FROM patients
  WHERE clinic_id = ${Math.trunc(clinicId)} AND condition IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM problems WHERE problems.clinic_id = patients.clinic_id AND problems.patient_id = patients.id)`;
