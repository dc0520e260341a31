import type { AuditEventView } from '../../../../core/schemas/clinic-admin';

// Words for the audit trail's stored codes (worker/db/queries/audit.ts AUDIT_ACTIONS/ENTITIES).

const ACTIONS: Record<string, string> = {
  view: 'Viewed', create: 'Created', update: 'Changed', delete: 'Deleted', restore: 'Restored', review: 'Reviewed',
  ai: 'Asked the AI assistant', export: 'Exported all data', disable: 'Disabled', enable: 'Enabled', remove: 'Removed',
  reset_code: 'Issued a reset code', password_reset: 'Reset the password',
};

const ENTITIES: Record<string, string> = {
  patient: 'patient record', clinical_note: 'clinical note', appointment: 'appointment', lab_result: 'lab result',
  message: 'message', ai: 'AI assistant', clinic: 'clinic', user: 'member',
};

/** 'Viewed patient record', 'Disabled member #12', 'Exported all data'. */
export function describeAuditEvent(e: Pick<AuditEventView, 'action' | 'entity' | 'entityId'>): string {
  const action = ACTIONS[e.action] ?? e.action;
  if (e.action === 'export' || e.action === 'ai') return action;
  const entity = ENTITIES[e.entity] ?? e.entity;
  return e.entity === 'patient' || e.entityId === null ? `${action} ${entity}` : `${action} ${entity} #${e.entityId}`;
}
