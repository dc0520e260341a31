// Every TanStack Query key of the web app, in one place. A query's key and every invalidation
// of it come from here (a literal key elsewhere is a lint error, see eslint.config.js), so a
// feature that refreshes another's data after a change names the same key the other one reads.
//
// Keys are prefixes of each other on purpose: invalidating `patientKeys.all` refetches every list,
// record and chart under it (the chart sits under the patient so a patient edit refreshes it).
// One export per resource, not one object: the first screen (/login) then bundles only the keys it
// uses (the build drops unused exports, never unused properties of a used object).

import type { CalculatorCategory } from '../../../core/calculators/types';

export const accountKeys = {
  /** The signed-in user (GET /api/session); also what lib/user-scope.ts scopes the cache to. */
  currentUser: ['/api/user'] as const,
  sessions: ['/api/user/sessions'] as const,
  /** The user's clinics (issue 21), the session's active one marked. */
  clinics: ['/api/user/clinics'] as const,
  /** The clinic's users (recipients, the appointments' doctors). */
  users: ['/api/users'] as const,
  geo: ['/api/geo'] as const,
};

/** The dashboard's figures: anything that changes appointments, messages or results refreshes it. */
export const statsKey = ['/api/stats'] as const;

export const patientKeys = {
  all: ['/api/patients'] as const,
  list: (tab: string, q: string) => ['/api/patients', { tab, q }] as const,
  deleted: (q: string) => ['/api/patients', { deleted: true, q }] as const,
  one: (id: number) => ['/api/patients', id] as const,
  record: (id: number) => ['/api/patients', id, 'record'] as const,
  chart: (id: number) => ['/api/patients', id, 'chart'] as const,
  picker: (q: string) => ['/api/patients', 'picker', { q }] as const,
  noteTarget: (q: string, limit: number) => ['/api/patients', { q, limit }] as const,
  messageAttach: (q: string) => ['/api/patients', 'message-attach', { q }] as const,
  /** The patient-specific checks of the interaction checker's drugs (under the patient: a chart change refreshes it). */
  medicationCheck: (id: number, medications: readonly string[]) => ['/api/patients', id, 'medication-check', { medications }] as const,
};

export const clinicalNoteKeys = {
  all: ['/api/clinical-notes'] as const,
  recent: ['/api/clinical-notes', 'recent'] as const,
  history: (id: number) => ['/api/clinical-notes', id, 'history'] as const,
};

export const appointmentKeys = {
  all: ['/api/appointments'] as const,
  range: (date: string, view: string, weekStart: number) => ['/api/appointments', { date, view, weekStart }] as const,
  today: ['/api/appointments', 'today'] as const,
};

export const labResultKeys = {
  all: ['/api/lab-results'] as const,
  list: (pending: boolean, kind: string, q: string) => ['/api/lab-results', { pending, kind, q }] as const,
  one: (id: number) => ['/api/lab-results', id] as const,
  messageAttach: (q: string) => ['/api/lab-results', 'message-attach', { q }] as const,
  unmatched: ['/api/unmatched-lab-results'] as const,
};

export const messageKeys = {
  all: ['/api/messages'] as const,
  inbox: (category: string, q: string) => ['/api/messages', 'inbox', { category, q }] as const,
  conversation: (withUser: number) => ['/api/messages', 'conversation', withUser] as const,
  one: (id: number) => ['/api/messages', 'one', id] as const,
  unreadCount: ['/api/messages', 'unread-count'] as const,
};

export const notificationKeys = {
  list: ['/api/notifications'] as const,
  pushPreferences: ['/api/push/preferences'] as const,
};

export const clinicKeys = {
  details: ['/api/clinic'] as const,
  members: ['/api/clinic/members'] as const,
  invites: ['/api/clinic/invites'] as const,
  apiKeys: ['/api/clinic/api-keys'] as const,
  /** EHRs registered to call the CDS Hooks service. */
  cdsClients: ['/api/clinic/cds-clients'] as const,
  ehrUserLinks: (cdsClientId: number) => ['/api/clinic/cds-clients', cdsClientId, 'user-links'] as const,
  /** What physicians did with the CDS cards, per connection and rule (override rates). */
  cdsFeedback: ['/api/clinic/cds-feedback'] as const,
  smartApps: ['/api/clinic/smart-apps'] as const,
  escalation: ['/api/clinic/escalation'] as const,
  /** The clinic's FHIR Bulk Data exports and their progress. */
  bulkExports: ['/api/clinic/export/bulk'] as const,
  /** Whether the clinic has an unspent recovery code (issue 21; never the code itself). */
  recoveryCode: ['/api/clinic/recovery-code'] as const,
  auditEvents: (filters: Record<string, string>) => ['/api/audit-events', filters] as const,
  auditHead: ['/api/audit-events/head'] as const,
};

export const referenceKeys = {
  specialties: ['/api/specialties'] as const,
  guidelines: (params: { specialty?: string; query?: string }) => ['/api/clinical-guidelines', params] as const,
};

/** The built-in calculator catalogue, searched in the browser (no request). */
// The locale is part of the key: the search also matches the names as shown in that language.
export const calculatorCatalogueKey = (query: string, category: CalculatorCategory | 'All', locale: string) =>
  ['calculators', 'catalogue', { query, category, locale }] as const;

/** A SMART launch's EHR record, read live from the EHR (worker/routes/smart-launches.ts). */
export const smartKeys = {
  record: (launch: number) => ['/smart/api/launches', launch] as const,
  /** The launch's EHR user and its link (worker/routes/smart-user-link.ts). */
  userLink: (launch: number) => ['/smart/api/user-links', launch] as const,
};

/** The consent page of an app's authorization request (features/app-authorization). */
export const appAuthorizationKeys = {
  consent: (request: Record<string, string>) => ['/api/oauth/consent', request] as const,
  patients: (q: string) => ['/api/patients', { consent: true, q }] as const,
  launchable: ['/api/oauth/apps'] as const,
};
