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
  age: number;
  gender: string;
  condition: string | null;
  contactNumber: string;
  email: string | null;
}

/** The i-th synthetic patient of a seeded sequence. */
export function syntheticPatient(r: () => number, i: number): SyntheticPatient {
  const first = pick(r, FIRST);
  const last = pick(r, LAST);
  const gender = r() < 0.02 ? 'Other' : pick(r, GENDERS.slice(0, 2));
  return {
    fullName: `${first} ${last}`,
    age: 1 + Math.floor(r() * 95),
    gender,
    condition: pick(r, CONDITIONS),
    contactNumber: `+1 555 ${String(100 + Math.floor(r() * 900))} ${String(1000 + (i % 9000))}`,
    email: r() < 0.6 ? `${first}.${last}.${i}@example.org`.toLowerCase() : null,
  };
}
