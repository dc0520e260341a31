import type { AuditEntry } from './entry';
import { hmacHex, type AuditKey } from './key';

// Every audit row carries, from the moment it is written, an HMAC of its own fields under the
// Worker's audit key. A row inserted by anyone else (a direct INSERT with database access) cannot
// carry a valid one, so the chain check names it even after it has been sealed into the chain.

/** An audit entry ready to insert: its time, a random nonce and the MAC over both and its fields. */
export interface SignedAuditEntry extends AuditEntry {
  at: number;
  nonce: string;
  rowMac: string;
  /** The entry's detail as the JSON text stored in the row (null when none). */
  detailText: string | null;
}

/** The fields of a stored row the MAC covers. */
export interface MacFields {
  clinicId: number;
  userId: number | null;
  /** The API key that caused the row; absent or null for a member's own request. */
  apiKeyId?: number | null;
  patientId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  at: number;
  detailText: string | null;
  nonce: string;
}

/**
 * A created record's id (and a new patient's id) comes from the INSERT in the same batch
 * (`last_insert_rowid()`), so the Worker does not know it when signing: for 'create' rows the MAC
 * leaves it out and the chain link binds it when the row is sealed, moments later. An 'import' row
 * (POST /api/fhir/import) is written in the same batch as the patient it may create, so neither id
 * is known when it is signed: both are bound at seal.
 */
const entityIdBoundAtSeal = (action: string) => action === 'create' || action === 'import';
const patientIdBoundAtSeal = (action: string, entity: string) => (action === 'create' && entity === 'patient') || action === 'import';

/**
 * The canonical text of a row's MAC (JSON, so no field can run into the next). Fixed forever; a
 * row an API key caused (issue 32) appends the key's id, so the rows without one keep the text
 * they were signed with, and naming, dropping or changing a key breaks the MAC.
 */
export function rowMacText(f: MacFields): string {
  const byKey = f.apiKeyId === null || f.apiKeyId === undefined ? [] : [['apiKey', f.apiKeyId]];
  return JSON.stringify([
    'audit-row-v2',
    f.nonce,
    f.clinicId,
    f.userId,
    patientIdBoundAtSeal(f.action, f.entity) ? '*' : f.patientId,
    f.action,
    f.entity,
    entityIdBoundAtSeal(f.action) ? '*' : f.entityId,
    f.at,
    f.detailText,
    ...byKey,
  ]);
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Signs an entry about to be written. */
export async function signAudit<E extends AuditEntry>(key: AuditKey, e: E): Promise<E & SignedAuditEntry> {
  const at = Date.now();
  const nonce = randomHex(16);
  const detailText = e.detail === undefined ? null : JSON.stringify(e.detail);
  const rowMac = await hmacHex(
    key,
    rowMacText({ clinicId: e.clinicId, userId: e.userId, apiKeyId: e.apiKeyId ?? null, patientId: e.patientId ?? null, action: e.action, entity: e.entity, entityId: e.entityId ?? null, at, detailText, nonce }),
  );
  return { ...e, at, nonce, rowMac, detailText };
}

/** Whether a stored row's MAC is the one the Worker would have written for it. */
export async function rowMacChecks(key: AuditKey, f: Omit<MacFields, 'nonce'> & { nonce: string | null; rowMac: string | null }): Promise<boolean> {
  if (!f.nonce || !f.rowMac) return false;
  return (await hmacHex(key, rowMacText({ ...f, nonce: f.nonce }))) === f.rowMac;
}
