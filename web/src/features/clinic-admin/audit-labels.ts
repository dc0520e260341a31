import type { AuditEventView } from '../../../../core/schemas/clinic-admin';

// Words for the audit trail's stored codes (worker/db/queries/audit.ts AUDIT_ACTIONS/ENTITIES).

const ACTIONS: Record<string, string> = {
  view: 'Viewed', list: 'Listed', create: 'Created', update: 'Changed', delete: 'Deleted', restore: 'Restored', review: 'Reviewed',
  ai: 'Asked the AI assistant', export: 'Exported all data', disable: 'Disabled', enable: 'Enabled', remove: 'Removed',
  reset_code: 'Issued a reset code', password_reset: 'Reset the password', password_change_failed: 'Wrong current password in a password change of',
  alert: 'Alerted about', import: 'Imported (FHIR)', attach: 'Attached to a patient:', discard: 'Discarded',
  join: 'Joined with an invite code:', switch_clinic: 'Switched a session to this', switch_refused: 'Was refused switching a session to another',
};

const ENTITIES: Record<string, string> = {
  patient: 'patient record', clinical_note: 'clinical note', appointment: 'appointment', lab_result: 'lab result',
  message: 'message', ai: 'AI assistant', clinic: 'clinic', user: 'member',
  problem: 'problem', allergy: 'allergy', medication: 'medication', observation: 'observation',
  encounter: 'visit', immunization: 'immunization', procedure: 'procedure', unmatched_lab_result: 'unmatched lab result',
};

const LISTS: Record<string, string> = {
  patient: 'patients', clinical_note: 'clinical notes', appointment: 'appointments', lab_result: 'lab results', unmatched_lab_result: 'unmatched lab results',
};

// A list row's query (worker: the request's filters as JSON) in words; the patient has its own column.
const FILTER_WORDS: Record<string, (v: unknown) => string | null> = {
  q: (v) => `search “${String(v)}”`,
  tab: (v) => `${String(v)} tab`,
  deleted: (v) => (v === 'true' ? 'deleted ones' : null),
  pending: (v) => (v === 'true' ? 'awaiting review' : null),
  kind: (v) => String(v),
  today: () => 'today’s schedule',
  view: (v) => `${String(v)} view`,
  date: (v) => `from ${String(v).slice(0, 10)}`,
  doctorId: (v) => `doctor #${String(v)}`,
  limit: (v) => `up to ${String(v)}`,
  offset: (v) => (Number(v) > 0 ? `from #${Number(v) + 1}` : null),
  patientId: () => null,
  tz: () => null,
};

function describeQuery(detail: string | null | undefined): string {
  if (!detail) return '';
  let query: Record<string, unknown>;
  try {
    query = JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return ` (${detail})`;
  }
  const words = Object.entries(query)
    .map(([key, value]) => (FILTER_WORDS[key] ? FILTER_WORDS[key](value) : `${key} ${String(value)}`))
    .filter((w): w is string => Boolean(w));
  return words.length > 0 ? `: ${words.join(', ')}` : '';
}

// Why an alert went to this person (worker/db/queries/escalation.ts AlertReason).
const ALERT_REASONS: Record<string, string> = { critical: 'first alert', 'on-call': 'handed over: on call', owner: 'handed over: owner' };

function describeAlert(detail: string | null | undefined): string {
  try {
    const { reason, escalation } = JSON.parse(detail ?? '') as { reason?: string; escalation?: number };
    if (reason === 'escalation') return escalation ? ` (re-alert ${escalation})` : ' (re-alert)';
    const words = [ALERT_REASONS[reason ?? ''] ?? reason, escalation ? `after ${escalation} re-alert${escalation === 1 ? '' : 's'}` : null].filter(Boolean);
    return words.length > 0 ? ` (${words.join(', ')})` : '';
  } catch {
    return '';
  }
}

/** 'Viewed patient record', 'Listed patients: search “ada”', 'Disabled member #12', 'Exported all data'. */
export function describeAuditEvent(e: Pick<AuditEventView, 'action' | 'entity' | 'entityId'> & { detail?: string | null }): string {
  const action = ACTIONS[e.action] ?? e.action;
  if (e.action === 'list') return `${action} ${LISTS[e.entity] ?? e.entity}${describeQuery(e.detail)}`;
  if (e.action === 'export' || e.action === 'ai') return action;
  const entity = ENTITIES[e.entity] ?? e.entity;
  if (e.action === 'alert') return `${action} critical ${entity} #${e.entityId}${describeAlert(e.detail)}`;
  return e.entity === 'patient' || e.entityId === null ? `${action} ${entity}` : `${action} ${entity} #${e.entityId}`;
}
