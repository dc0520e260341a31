// What an audit row records, below the queries that store it and the MAC that signs it
// (audit/row-mac.ts), so both can name it without importing each other.

export const AUDIT_ACTIONS = ['view', 'list', 'create', 'update', 'delete', 'restore', 'review', 'ai', 'export', 'disable', 'enable', 'remove', 'reset_code', 'recovery_code', 'password_reset', 'password_change_failed', 'alert', 'import', 'attach', 'discard', 'join', 'join_password_failed', 'switch_clinic', 'switch_refused', 'revoke', 'cds_call', 'cds_feedback', 'smart_launch', 'smart_read', 'smart_import', 'smart_link', 'app_authorize', 'app_launch', 'smart_unlink'] as const;
export const AUDIT_ENTITIES = ['patient', 'clinical_note', 'appointment', 'lab_result', 'message', 'ai', 'clinic', 'user', 'problem', 'allergy', 'medication', 'observation', 'encounter', 'immunization', 'procedure', 'unmatched_lab_result', 'api_key', 'invite', 'notification', 'cds_client', 'smart_app'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditEntry {
  clinicId: number;
  userId: number | null;
  /** The clinic API key that made the request (a lab system, a FHIR reader); userId is then null. */
  apiKeyId?: number | null;
  patientId?: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | null;
  /** For a `list` read: what was asked for (search text, filters, page size); never other patient data. */
  detail?: Record<string, string | number | boolean | null>;
}
