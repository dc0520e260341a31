// The EHR's side of a CDS Hooks call (CDS Hooks 2.0 "Trusting CDS Clients", DESIGN.md §9): its
// signing key, the JWK Set it registers, the JWT it signs per request and an order-sign request
// with a small Synthea-like prefetch. WebCrypto only and no imports, so the same code runs in Node
// (scripts/cds-hooks-example.ts, the EHR developer's example) and in workerd (the Worker's tests
// call the real service with it: worker/routes/cds-services-example.test.ts).

export type EhrAlg = 'ES384' | 'RS384';

export interface EhrKey {
  kid: string;
  alg: EhrAlg;
  privateKey: CryptoKey;
  /** The public JWK (with kid, use and alg), as the EHR publishes it. */
  publicJwk: JsonWebKey & { kid: string };
}

/** A key as the example script keeps it on disk: the private JWK, never sent anywhere. */
export interface SavedEhrKey {
  kid: string;
  alg: EhrAlg;
  privateJwk: JsonWebKey;
}

const algorithms = {
  ES384: { generate: { name: 'ECDSA', namedCurve: 'P-384' }, sign: { name: 'ECDSA', hash: 'SHA-384' } },
  RS384: {
    generate: { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-384' },
    sign: { name: 'RSASSA-PKCS1-v1_5' },
  },
} as const;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const part = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The public members of a JWK (a private JWK carries them too), with kid, use and alg. */
function publicMembers(jwk: JsonWebKey, kid: string, alg: EhrAlg): JsonWebKey & { kid: string } {
  const { kty, crv, x, y, n, e } = jwk;
  return defined({ kty, crv, x, y, n, e, kid, use: 'sig', alg }) as JsonWebKey & { kid: string };
}

/** A fresh signing key pair of the EHR (extractable, so the example script can keep it in a file). */
export async function ehrKey(alg: EhrAlg = 'ES384', kid = `${alg.toLowerCase()}-${crypto.randomUUID()}`): Promise<EhrKey> {
  const pair = (await crypto.subtle.generateKey(algorithms[alg].generate, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  return { kid, alg, privateKey: pair.privateKey, publicJwk: publicMembers(jwk, kid, alg) };
}

export async function saveEhrKey(key: EhrKey): Promise<SavedEhrKey> {
  return { kid: key.kid, alg: key.alg, privateJwk: (await crypto.subtle.exportKey('jwk', key.privateKey)) as JsonWebKey };
}

export async function loadEhrKey(saved: SavedEhrKey): Promise<EhrKey> {
  const privateKey = await crypto.subtle.importKey('jwk', saved.privateJwk, algorithms[saved.alg].generate, true, ['sign']);
  return { kid: saved.kid, alg: saved.alg, privateKey, publicJwk: publicMembers(saved.privateJwk, saved.kid, saved.alg) };
}

/** The JWK Set to paste into MedAssist's registration (or publish at a JWKS URL): public keys only. */
export const publicJwkSet = (keys: readonly EhrKey[]) => ({ keys: keys.map((k) => k.publicJwk) });

/** A compact JWS over `claims` signed with `key`; header fields may be changed, or removed with undefined. */
export async function signCdsToken(key: EhrKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const head = defined({ alg: key.alg, typ: 'JWT', kid: key.kid, ...header });
  const input = `${part(head)}.${part(claims)}`;
  const signature = new Uint8Array(await crypto.subtle.sign(algorithms[key.alg].sign, key.privateKey, new TextEncoder().encode(input)));
  // WebCrypto's ECDSA signature is already r || s, the form JWS wants (RFC 7518 §3.4).
  return `${input}.${base64Url(signature)}`;
}

/**
 * The claims MedAssist checks: `iss` as registered, `sub` the client id it issued, `aud` the exact
 * URL called, a lifetime of `lifetimeSeconds` (at most 300) and a fresh `jti`.
 */
export function cdsClaims(iss: string, sub: string | undefined, aud: string | string[], overrides: Record<string, unknown> = {}, lifetimeSeconds = 60): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { iss, ...(sub === undefined ? {} : { sub }), aud, iat: now, exp: now + lifetimeSeconds, jti: crypto.randomUUID(), ...overrides };
}

/** The issuer the example uses unless told otherwise: what the EHR registers as `iss`. */
export const EXAMPLE_ISSUER = 'https://ehr.example.org';
export const EXAMPLE_PATIENT_ID = 'example-patient-1';

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';

/** A FHIR searchset Bundle of `resources`, as a prefetch key or a FHIR search answers. */
export const searchBundle = (resources: Record<string, unknown>[]) => ({ resourceType: 'Bundle', type: 'searchset', entry: resources.map((resource) => ({ resource })) });

/** A MedicationRequest for the example patient: RxNorm-coded, or (code null) named only by its text. */
export const medicationRequest = (id: string, status: string, code: string | null, display: string) => ({
  resourceType: 'MedicationRequest', id, status, intent: 'order', subject: { reference: `Patient/${EXAMPLE_PATIENT_ID}` },
  medicationCodeableConcept: { ...(code ? { coding: [{ system: RXNORM, code, display }] } : {}), text: display },
});

/** A LOINC-coded quantity of the example patient on `date`. */
export const observation = (id: string, code: string, display: string, value: number, unit: string, date: string) => ({
  resourceType: 'Observation', id, status: 'final', code: { coding: [{ system: LOINC, code, display }] }, subject: { reference: `Patient/${EXAMPLE_PATIENT_ID}` },
  effectiveDateTime: date, valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
});

/**
 * An `order-sign` request as an EHR sends it: an ibuprofen draft order for a 76-year-old man on
 * warfarin, with the prefetch MedAssist's discovery asks for. Codes and shapes as in the Synthea
 * samples (../shared/fhir/synthea): RxNorm SCDs, SNOMED CT conditions and allergies, LOINC values.
 */
export function exampleOrderSignRequest(): Record<string, unknown> {
  return {
    hook: 'order-sign',
    hookInstance: crypto.randomUUID(),
    context: {
      userId: 'Practitioner/example-physician',
      patientId: EXAMPLE_PATIENT_ID,
      draftOrders: searchBundle([medicationRequest('draft-ibuprofen', 'draft', '310965', 'Ibuprofen 200 MG Oral Tablet')]),
    },
    prefetch: {
      patient: { resourceType: 'Patient', id: EXAMPLE_PATIENT_ID, name: [{ family: 'Example', given: ['Pat'] }], gender: 'male', birthDate: '1950-03-11' },
      medications: searchBundle([
        medicationRequest('warfarin', 'active', '855332', 'Warfarin Sodium 5 MG Oral Tablet'),
        medicationRequest('simvastatin', 'active', '312961', 'Simvastatin 20 MG Oral Tablet'),
        medicationRequest('amlodipine', 'active', '197361', 'Amlodipine 5 MG Oral Tablet'),
      ]),
      allergies: searchBundle([{
        resourceType: 'AllergyIntolerance', id: 'shellfish', patient: { reference: `Patient/${EXAMPLE_PATIENT_ID}` },
        clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' }] },
        category: ['food'], code: { coding: [{ system: SNOMED, code: '300913006', display: 'Shellfish allergy' }] },
      }]),
      conditions: searchBundle([{
        resourceType: 'Condition', id: 'afib', subject: { reference: `Patient/${EXAMPLE_PATIENT_ID}` },
        clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
        code: { coding: [{ system: SNOMED, code: '49436004', display: 'Atrial fibrillation' }] },
      }]),
      observations: searchBundle([
        observation('egfr', '33914-3', 'Glomerular filtration rate/1.73 sq M.predicted', 58, 'mL/min/{1.73_m2}', '2026-10-02'),
        observation('potassium', '2823-3', 'Potassium [Moles/volume] in Serum or Plasma', 4.4, 'mmol/L', '2026-10-02'),
        observation('weight', '29463-7', 'Body Weight', 84, 'kg', '2026-10-02'),
      ]),
    },
  };
}
