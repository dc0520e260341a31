import { msg } from '../../../../core/i18n/msg';
import type { AuditEventView } from '../../../../core/schemas/clinic-admin';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { dateTimeFormat } from '../../lib/intl-formats';

// Words for the audit trail's stored codes (worker/audit/entry.ts AUDIT_ACTIONS/ENTITIES).
// Each carries an 'audit …::' context: the same English word elsewhere may need another translation.

const ACTIONS: Record<string, string> = {
  view: msg('audit action::Viewed'), list: msg('audit action::Listed'), create: msg('audit action::Created'), update: msg('audit action::Changed'),
  delete: msg('audit action::Deleted'), restore: msg('audit action::Restored'), review: msg('audit action::Reviewed'),
  ai: msg('audit action::Asked the AI assistant'), export: msg('audit action::Exported all data'), disable: msg('audit action::Disabled'),
  enable: msg('audit action::Enabled'), remove: msg('audit action::Removed'), reset_code: msg('audit action::Issued a reset code'),
  recovery_code: msg('audit action::Issued a new recovery code for'),
  password_reset: msg('audit action::Reset the password'), password_change_failed: msg('audit action::Wrong current password in a password change of'),
  alert: msg('audit action::Alerted about'), import: msg('audit action::Imported (FHIR)'), attach: msg('audit action::Attached to a patient:'),
  discard: msg('audit action::Discarded'), join: msg('audit action::Joined with an invite code:'),
  join_password_failed: msg('audit action::Wrong current password when joining another clinic, by'),
  switch_clinic: msg('audit action::Switched a session to this'), switch_refused: msg('audit action::Was refused switching a session to another'),
  revoke: msg('audit action::Revoked'), cds_call: msg('audit action::Answered a CDS Hooks call from'),
  cds_feedback: msg('audit action::Received CDS Hooks feedback from'),
  smart_launch: msg('audit action::Opened MedAssist from the EHR (SMART launch) through'), smart_read: msg('audit action::Read an EHR patient’s record through'),
  smart_import: msg('audit action::Imported an EHR patient’s record into the clinic through'),
  smart_link: msg('audit action::Linked their EHR user to their MedAssist account through'),
  app_authorize: msg('audit action::Authorised to read the clinic’s record:'), app_launch: msg('audit action::Launched from the chart:'),
  smart_unlink: msg('audit action::Removed the link of an EHR user to a MedAssist account through'),
};

const ENTITIES: Record<string, string> = {
  patient: msg('audit entity::patient record'), clinical_note: msg('audit entity::clinical note'), appointment: msg('audit entity::appointment'),
  lab_result: msg('audit entity::lab result'), message: msg('audit entity::message'), ai: msg('audit entity::AI assistant'),
  clinic: msg('audit entity::clinic'), user: msg('audit entity::member'), problem: msg('audit entity::problem'), allergy: msg('audit entity::allergy'),
  medication: msg('audit entity::medication'), observation: msg('audit entity::observation'), encounter: msg('audit entity::visit'),
  immunization: msg('audit entity::immunization'), procedure: msg('audit entity::procedure'), unmatched_lab_result: msg('audit entity::unmatched lab result'),
  api_key: msg('audit entity::API key'), invite: msg('audit entity::invite code'), notification: msg('audit entity::notification'),
  cds_client: msg('audit entity::EHR connection (CDS Hooks)'), smart_app: msg('audit entity::SMART app'),
};

const LISTS: Record<string, string> = {
  patient: msg('audit list::patients'), clinical_note: msg('audit list::clinical notes'), appointment: msg('audit list::appointments'),
  lab_result: msg('audit list::lab results'), unmatched_lab_result: msg('audit list::unmatched lab results'),
  observation: msg('audit list::observations'), message: msg('audit list::messages'), notification: msg('audit list::notifications'),
};

const word = (table: Record<string, string>, code: string) => (table[code] ? t(table[code]) : code);

// The coded values of list queries (core/schemas: the patient tabs, appointment views, result kinds).
const TAB_WORDS: Record<string, string> = { all: msg('audit tab::all'), recent: msg('audit tab::recent'), upcoming: msg('audit tab::upcoming') };
const VIEW_WORDS: Record<string, string> = { day: msg('audit view::day'), week: msg('audit view::week'), month: msg('audit view::month') };
const KIND_WORDS: Record<string, string> = { lab: msg('audit kind::lab'), imaging: msg('audit kind::imaging') };

/** The weekday `day` (0 Sunday … 6 Saturday) in the reader's language: 1 January 2023 was a Sunday. */
const weekdayName = (day: number) => dateTimeFormat({ weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));

/** An ISO date or instant in the reader's format; anything else (a FHIR 'ge2024-01-01') as written. */
const shownDate = (v: unknown) => (Number.isNaN(Date.parse(String(v))) ? String(v) : formatDate(String(v)));

// A list row's query (worker: the request's filters as JSON; the FHIR API's search parameters) in
// words; the patient has its own column, the viewer's time zone says nothing about what was read.
const FILTER_WORDS: Record<string, (v: unknown) => string | null> = {
  q: (v) => t('search “{q}”', { q: String(v) }),
  tab: (v) => t('{tab} tab', { tab: word(TAB_WORDS, String(v)) }),
  deleted: (v) => (v === 'true' ? t('deleted ones') : null),
  pending: (v) => (v === 'true' ? t('awaiting review') : null),
  resolved: (v) => (v === 'true' ? t('resolved ones') : null),
  kind: (v) => word(KIND_WORDS, String(v)),
  today: () => t('today’s schedule'),
  view: (v) => t('{view} view', { view: word(VIEW_WORDS, String(v)) }),
  weekStart: (v) => (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 6 ? t('weeks start on {weekday}', { weekday: weekdayName(Number(v)) }) : null),
  date: (v) => t('from {date}', { date: shownDate(v) }),
  doctorId: (v) => t('doctor #{id}', { id: String(v) }),
  limit: (v) => t('up to {count}', { count: String(v) }),
  // A /ws replay of kept notifications (worker/notifications/replay-audit.ts): what came after the client's cursor.
  replayedAfter: (v) => t('replayed live after #{id}', { id: String(v) }),
  offset: (v) => (Number(v) > 0 ? t('from #{n}', { n: String(Number(v) + 1) }) : null),
  name: (v) => t('name “{name}”', { name: String(v) }),
  birthdate: (v) => t('born {date}', { date: shownDate(v) }),
  identifier: (v) => t('identifier {identifier}', { identifier: String(v) }),
  _count: (v) => t('up to {count}', { count: String(v) }),
  _offset: (v) => (Number(v) > 0 ? t('from #{n}', { n: String(Number(v) + 1) }) : null),
  patientId: () => null,
  patient: () => null,
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
const ALERT_REASONS: Record<string, string> = { critical: msg('first alert'), 'on-call': msg('handed over: on call'), owner: msg('handed over: owner') };

function describeAlert(detail: string | null | undefined): string {
  try {
    const { reason, escalation } = JSON.parse(detail ?? '') as { reason?: string; escalation?: number };
    if (reason === 'escalation') return escalation ? ` (${t('re-alert {n}', { n: escalation })})` : ` (${t('re-alert')})`;
    const words = [
      reason ? word(ALERT_REASONS, reason) : null,
      escalation ? t('after {count, plural, one {# re-alert} other {# re-alerts}}', { count: escalation }) : null,
    ].filter(Boolean);
    return words.length > 0 ? ` (${words.join(', ')})` : '';
  } catch {
    return '';
  }
}

/** A Bulk Data export's rows (worker/routes/bulk-export.ts): its kick-off, each file downloaded, a cancel; with the app whose token it was. */
function describeBulkExport(detail: string | null | undefined): string | null {
  let d: { format?: unknown; file?: unknown; count?: unknown; cancelled?: unknown; types?: unknown; smartAppName?: unknown };
  try {
    d = JSON.parse(detail ?? '') as typeof d;
  } catch {
    return null;
  }
  if (d?.format !== 'fhir-bulk') return null;
  const what =
    typeof d.file === 'string'
      ? typeof d.count === 'number'
        ? t('Downloaded the Bulk Data export file {file} ({count, plural, one {# resource} other {# resources}})', { file: d.file, count: d.count })
        : t('Downloaded the Bulk Data export file {file}', { file: d.file })
      : d.cancelled === 'running'
        ? t('Cancelled a Bulk Data export')
        : d.cancelled === 'files'
          ? t('Deleted a finished Bulk Data export’s files')
          : t('Started a Bulk Data export: {types}', { types: String(d.types ?? '').replaceAll(',', ', ') });
  return typeof d.smartAppName === 'string' ? t('{what}, through the app “{app}”', { what, app: d.smartAppName }) : what;
}

/** 'Viewed patient record', 'Listed patients: search “ada”', 'Disabled member #12', 'Exported all data'. */
export function describeAuditEvent(e: Pick<AuditEventView, 'action' | 'entity' | 'entityId'> & { detail?: string | null }): string {
  const action = word(ACTIONS, e.action);
  if (e.action === 'list') return t('{action} {entity}{detail}', { action, entity: word(LISTS, e.entity), detail: describeQuery(e.detail) });
  if (e.action === 'export') return describeBulkExport(e.detail) ?? action;
  if (e.action === 'ai') return action;
  const entity = word(ENTITIES, e.entity);
  if (e.action === 'alert') return t('{action} critical {entity} #{id}{detail}', { action, entity, id: String(e.entityId), detail: describeAlert(e.detail) });
  return e.entity === 'patient' || e.entityId === null
    ? t('{action} {entity}{detail}', { action, entity, detail: '' })
    : t('{action} {entity} #{id}', { action, entity, id: String(e.entityId) });
}
