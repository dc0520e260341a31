import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ApiKeyScope } from '../../core/schemas/clinic';
import type { CdsJwkSet } from '../../core/schemas/cds-clients';
import type { Coding } from '../../core/schemas/coding';
import type { Json } from '../../core/fhir/fhir-json';
import type { Deceased, NameParts } from '../../core/fhir/patient-details';
import type { EmergencyContact, PatientAddress } from '../../core/schemas/patients';
import type { ObservationComponent, ReferenceRange } from '../../core/schemas/chart';
import { STAFF_ROLES } from '../../core/permissions';
import { LOCALES } from '../../core/i18n/locales';
import type { UnitPreferences } from '../../core/schemas/user';

// Every clinical table carries clinicId (the tenant) and is always queried through it.
// Times are UTC epoch milliseconds.

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const clinics = sqliteTable('clinics', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  region: text('region').notNull().default('us'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  /** The last generated record number of the clinic ('MA-000123'); see the patients_mrn trigger. */
  mrnSeq: integer('mrn_seq').notNull().default(0),
  /** After this many re-alerts of an unreviewed critical result it also goes to a person (issue 20): the on-call doctor, else the owners. */
  escalationHandoffAfter: integer('escalation_handoff_after').notNull().default(3),
  /** The clinic's on-call doctor (a member whose role is doctor), set by an owner; null: the owners are alerted. */
  onCallUserId: integer('on_call_user_id'),
  /** SHA-256 of the clinic's recovery code (issue 21): shown once, lets an owner who forgot their password set a new one; null once spent. */
  recoveryCodeHash: text('recovery_code_hash'),
  /** The owner who made the recovery code: it sets that owner's password only (issue 32). */
  recoveryCodeCreatedBy: integer('recovery_code_created_by'),
  createdAt: createdAt(),
});

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /**
     * The clinic the account was created in (its region's database holds the account). What the
     * user may do in a clinic is their membership there (`memberships`), never this column.
     */
    homeClinicId: integer('clinic_id').notNull().references(() => clinics.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    assistantEmail: text('assistant_email'),
    speciality: text('speciality'),
    secondarySpecialties: text('secondary_specialties'),
    countryOfPractice: text('country_of_practice'),
    medicalLicenseImage: text('medical_license_image'),
    degrees: text('degrees'),
    workExperience: text('work_experience', { mode: 'json' }).$type<unknown[]>(),
    professionalMemberships: text('professional_memberships'),
    profileImage: text('profile_image'),
    biography: text('biography'),
    languagesSpoken: text('languages_spoken'),
    timezone: text('timezone'),
    /** Interface language and formats (DESIGN.md §8): set at registration from Accept-Language. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    country: text('country'),
    /**
     * Set on the account's own row before it first joins a clinic other than its home clinic, and
     * never cleared: from then on no clinic's reset or recovery code sets its password (issue 32).
     */
    multiClinicSince: integer('multi_clinic_since', { mode: 'timestamp_ms' }),
    unitPreferences: text('unit_preferences', { mode: 'json' })
      .$type<UnitPreferences>()
      .notNull()
      .default(sql`'{"temperature":"celsius","weight":"kg","height":"cm","bloodPressure":"mmHg"}'`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_email_unique').on(t.email),
    index('users_clinic_idx').on(t.homeClinicId),
  ],
);

/**
 * A user's place in a clinic (issue 21: one account, several clinics). Every check of who may do
 * what in a clinic reads the session's active clinic's row here. The row lives in the clinic's
 * region's database, beside the clinic (docs/decisions/0014-memberships-across-regions.md).
 */
export const memberships = sqliteTable(
  'memberships',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    /** Role in the clinic (core/permissions.ts). */
    role: text('role', { enum: STAFF_ROLES }).notNull().default('doctor'),
    /** Clinic administration, separate from the role; a clinic keeps at least one active owner. */
    owner: integer('owner', { mode: 'boolean' }).notNull().default(false),
    /** Set by an owner: the member cannot use this clinic; their sessions in it were ended. */
    disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
    /** Removed from the clinic (also disabled): kept so authored records still name their author. */
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    joinedAt: integer('joined_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clinicId] }), index('memberships_clinic_idx').on(t.clinicId, t.role)],
);

export const clinicInvites = sqliteTable(
  'clinic_invites',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    codeHash: text('code_hash').notNull(),
    createdBy: integer('created_by').notNull().references(() => users.id),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    /** The role a person joining with this code gets. */
    role: text('role', { enum: STAFF_ROLES }).notNull().default('doctor'),
    uses: integer('uses').notNull().default(0),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('clinic_invites_code_unique').on(t.codeHash), index('clinic_invites_clinic_idx').on(t.clinicId)],
);

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    /** What the key may do (core/schemas/clinic.ts API_KEY_SCOPES); keys made before scopes existed were lab keys. */
    scopes: text('scopes', { mode: 'json' }).$type<ApiKeyScope[]>().notNull().default(sql`'["lab:write"]'`),
    createdBy: integer('created_by').notNull().references(() => users.id),
    /** The PID-3 assigning authority (CX-4) whose MRNs are this clinic's, for an HL7 lab key; null: only MRNs sent without an authority match. */
    assigningAuthority: text('assigning_authority'),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /** After this the key is refused like a revoked one; null: never (lab keys only, chosen at creation). */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash), index('api_keys_clinic_idx').on(t.clinicId)],
);

export const patients = sqliteTable(
  'patients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    fullName: text('full_name').notNull(),
    /** YYYY-MM-DD; age is derived from it (core/chart/age.ts). Every write sets it (the default only let the column be added to existing rows, which migration 0012 filled from their age). */
    birthDate: text('birth_date').notNull().default(''),
    /** The birth date was estimated from an age the spec's form took. */
    birthDateEstimated: integer('birth_date_estimated', { mode: 'boolean' }).notNull().default(false),
    gender: text('gender').notNull(),
    /** FHIR administrative gender. */
    sex: text('sex', { enum: ['male', 'female', 'other', 'unknown'] }).notNull().default('unknown'),
    /** Medical record number, unique in the clinic; a trigger numbers a patient inserted without one. */
    mrn: text('mrn'),
    /** The first active problem's text, kept in step with `problems` (for lists and the search index). */
    condition: text('condition'),
    contactNumber: text('contact_number'),
    email: text('email'),
    address: text('address', { mode: 'json' }).$type<PatientAddress>(),
    preferredLanguage: text('preferred_language'),
    emergencyContact: text('emergency_contact', { mode: 'json' }).$type<EmergencyContact>(),
    /** 'not-asked' | 'no-known-allergies' (recorded) | 'has-allergies' (kept in step with `allergies`). */
    allergyStatus: text('allergy_status', { enum: ['not-asked', 'no-known-allergies', 'has-allergies'] }).notNull().default('not-asked'),
    /** The parts of the imported name (family, given, prefix, suffix, use); null for a name entered in the form, and cleared when the form changes the name. */
    nameParts: text('name_parts', { mode: 'json' }).$type<NameParts>(),
    /** Patient.deceased[x] as imported (a date and time, or yes/no); null when not known. */
    deceased: text('deceased', { mode: 'json' }).$type<Deceased>(),
    /** The imported US Core extensions (race, ethnicity, birth sex, ...), exactly as sent (core/fhir/patient-details.ts). */
    usCoreExtensions: text('us_core_extensions', { mode: 'json' }).$type<Json[]>(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('patients_clinic_name_idx').on(t.clinicId, t.fullName),
    index('patients_clinic_updated_idx').on(t.clinicId, t.updatedAt),
    uniqueIndex('patients_clinic_mrn_unique').on(t.clinicId, t.mrn),
    index('patients_clinic_birth_date_idx').on(t.clinicId, t.birthDate),
  ],
);

// Chart items (DESIGN.md §8): clinic-scoped, versioned, soft-deleted; FHIR dates are kept as the
// text given (`*_at` / `*_date`), with `effective_ms` as the sort key where lists need one.
const chartItemColumns = () => ({
  id: integer('id').primaryKey({ autoIncrement: true }),
  clinicId: integer('clinic_id').notNull().references(() => clinics.id),
  patientId: integer('patient_id').notNull().references(() => patients.id),
  codings: text('codings', { mode: 'json' }).$type<Coding[]>().notNull(),
  text: text('text'),
  /** FHIR dateTime when it was recorded at its source. */
  recordedAt: text('recorded_at').notNull(),
  recordedBy: integer('recorded_by').references(() => users.id),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
  deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
});

export const problems = sqliteTable(
  'problems',
  {
    ...chartItemColumns(),
    clinicalStatus: text('clinical_status', { enum: ['active', 'resolved', 'inactive'] }).notNull(),
    onsetDate: text('onset_date'),
    abatementDate: text('abatement_date'),
  },
  (t) => [index('problems_patient_idx').on(t.clinicId, t.patientId)],
);

export const allergies = sqliteTable(
  'allergies',
  {
    ...chartItemColumns(),
    reaction: text('reaction'),
    severity: text('severity', { enum: ['mild', 'moderate', 'severe'] }),
    criticality: text('criticality', { enum: ['low', 'high', 'unable-to-assess'] }),
    category: text('category', { enum: ['food', 'medication', 'environment', 'biologic'] }),
    clinicalStatus: text('clinical_status', { enum: ['active', 'inactive', 'resolved'] }).notNull(),
    onsetDate: text('onset_date'),
  },
  (t) => [index('allergies_patient_idx').on(t.clinicId, t.patientId)],
);

export const medications = sqliteTable(
  'medications',
  {
    ...chartItemColumns(),
    dose: text('dose'),
    route: text('route'),
    frequency: text('frequency'),
    status: text('status', { enum: ['active', 'stopped'] }).notNull(),
    startDate: text('start_date'),
    stopDate: text('stop_date'),
    prescriber: text('prescriber'),
    /** Why the prescriber saved it despite a severe alert; the alerts they overrode. */
    overrideReason: text('override_reason'),
    overriddenAlerts: text('overridden_alerts', { mode: 'json' }).$type<unknown[]>(),
  },
  (t) => [index('medications_patient_idx').on(t.clinicId, t.patientId, t.status)],
);

export const observations = sqliteTable(
  'observations',
  {
    ...chartItemColumns(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    /** The first LOINC code of `codings` (else the first code): what "latest value of X" looks up. */
    code: text('code'),
    valueNumber: real('value_number'),
    valueText: text('value_text'),
    valueCodings: text('value_codings', { mode: 'json' }).$type<Coding[]>(),
    /** UCUM code. */
    unit: text('unit'),
    referenceRange: text('reference_range', { mode: 'json' }).$type<ReferenceRange>(),
    interpretation: text('interpretation'),
    components: text('components', { mode: 'json' }).$type<ObservationComponent[]>(),
    /** FHIR dateTime as given, and the UTC ms it starts at (sort key). */
    effectiveAt: text('effective_at').notNull(),
    effectiveMs: integer('effective_ms').notNull(),
    /** The lab result it was entered with (POST /api/lab-results). */
    labResultId: integer('lab_result_id').references(() => labResults.id),
  },
  (t) => [
    // The chart reads a patient's observations newest first; trends read one code's.
    index('observations_patient_time_idx').on(t.clinicId, t.patientId, t.effectiveMs),
    index('observations_patient_code_idx').on(t.clinicId, t.patientId, t.code, t.effectiveMs),
    index('observations_lab_result_idx').on(t.labResultId),
  ],
);

// The history an import brings that the chart had no home for (FHIR R4 Encounter, Immunization,
// Procedure): chart items like the others, codings kept exactly, times as the FHIR text given with a
// UTC ms sort key beside it.

/** Visits (FHIR Encounter): class, type codings (`codings`/`text`), reasons and period. */
export const encounters = sqliteTable(
  'encounters',
  {
    ...chartItemColumns(),
    /** FHIR encounter-status as sent (planned, in-progress, finished, cancelled, ...). */
    status: text('status').notNull(),
    /** Encounter.class (v3-ActCode, e.g. AMB, EMER, IMP). */
    classCoding: text('class_coding', { mode: 'json' }).$type<Coding>(),
    /** Encounter.reasonCode, each a concept. */
    reasons: text('reasons', { mode: 'json' }).$type<{ codings: Coding[]; text: string | null }[]>().notNull(),
    startAt: text('start_at'),
    endAt: text('end_at'),
    /** UTC ms of startAt (null without one): the visit list's sort key. */
    startMs: integer('start_ms'),
  },
  (t) => [index('encounters_patient_time_idx').on(t.clinicId, t.patientId, t.startMs)],
);

/** Vaccinations (FHIR Immunization): vaccine codings (`codings`/`text`), status, when given. */
export const immunizations = sqliteTable(
  'immunizations',
  {
    ...chartItemColumns(),
    /** completed, entered-in-error or not-done. */
    status: text('status').notNull(),
    occurredAt: text('occurred_at').notNull(),
    occurredMs: integer('occurred_ms').notNull(),
    /** Immunization.primarySource (null when not said). */
    primarySource: integer('primary_source', { mode: 'boolean' }),
  },
  (t) => [index('immunizations_patient_time_idx').on(t.clinicId, t.patientId, t.occurredMs)],
);

/** Procedures (FHIR Procedure): codings (`codings`/`text`), status, when performed. */
export const procedures = sqliteTable(
  'procedures',
  {
    ...chartItemColumns(),
    /** FHIR event-status as sent (preparation, in-progress, completed, ...). */
    status: text('status').notNull(),
    performedAt: text('performed_at'),
    performedEndAt: text('performed_end_at'),
    /** UTC ms of performedAt (null without one). */
    performedMs: integer('performed_ms'),
  },
  (t) => [index('procedures_patient_time_idx').on(t.clinicId, t.patientId, t.performedMs)],
);

/**
 * What each imported record was called at its source (POST /api/fhir/import), so importing again
 * matches instead of duplicating: one row per id the source gave it: the entry's fullUrl (urn:uuid:…
 * or an absolute URL), else Type/id, and each Resource.identifier as `system|value`. `contentHash`
 * is of the mapped resource as last imported: the same again changes nothing, a different one
 * updates the record.
 */
export const fhirSources = sqliteTable(
  'fhir_sources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    patientId: integer('patient_id').notNull().references(() => patients.id),
    /** The table's audit entity: patient, problem, allergy, medication, observation, lab_result, encounter, immunization, procedure. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    sourceId: text('source_id').notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex('fhir_sources_source_unique').on(t.clinicId, t.sourceId, t.entity), index('fhir_sources_entity_idx').on(t.clinicId, t.entity, t.entityId)],
);

export const appointments = sqliteTable(
  'appointments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    patientId: integer('patient_id').notNull().references(() => patients.id),
    doctorId: integer('doctor_id').notNull().references(() => users.id),
    dateTime: integer('date_time', { mode: 'timestamp_ms' }).notNull(),
    endDateTime: integer('end_date_time', { mode: 'timestamp_ms' }).notNull(),
    purpose: text('purpose').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_clinic_time_idx').on(t.clinicId, t.dateTime),
    index('appointments_doctor_time_idx').on(t.doctorId, t.dateTime),
    index('appointments_patient_idx').on(t.patientId),
  ],
);

export const clinicalNotes = sqliteTable(
  'clinical_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    patientId: integer('patient_id').notNull().references(() => patients.id),
    doctorId: integer('doctor_id').notNull().references(() => users.id),
    noteContent: text('note_content').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    /** Who wrote the current text when it is an edit (null: the author's original). */
    updatedBy: integer('updated_by').references(() => users.id),
    /** Who deleted the note and why (a delete is soft and needs a reason). */
    deletedBy: integer('deleted_by').references(() => users.id),
    deleteReason: text('delete_reason'),
  },
  (t) => [index('clinical_notes_clinic_created_idx').on(t.clinicId, t.createdAt), index('clinical_notes_patient_idx').on(t.patientId)],
);

/** A note's earlier texts: each edit keeps the text it replaced, who replaced it and when. */
export const noteVersions = sqliteTable(
  'note_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    noteId: integer('note_id').notNull().references(() => clinicalNotes.id),
    /** The version number the replaced text had. */
    version: integer('version').notNull(),
    noteContent: text('note_content').notNull(),
    /** Who wrote the replaced text and when (the author at creation, or an earlier editor). */
    writtenBy: integer('written_by').notNull().references(() => users.id),
    writtenAt: integer('written_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('note_versions_note_version_unique').on(t.noteId, t.version)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    fromId: integer('from_id').references(() => users.id),
    toId: integer('to_id').notNull().references(() => users.id),
    content: text('content').notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    type: text('type').notNull().default('doctor'),
    priority: text('priority').notNull().default('normal'),
    patientId: integer('patient_id').references(() => patients.id),
    labResultId: integer('lab_result_id'),
  },
  (t) => [
    index('messages_to_idx').on(t.toId, t.sentAt),
    index('messages_from_idx').on(t.fromId, t.sentAt),
    index('messages_clinic_idx').on(t.clinicId, t.id),
    // The unread badge and stats count a user's unread messages on every screen: without this the
    // count reads the user's whole inbox history (docs/scaling.md).
    index('messages_unread_idx').on(t.toId, t.isRead),
  ],
);

export const labResults = sqliteTable(
  'lab_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    patientId: integer('patient_id').notNull().references(() => patients.id),
    labName: text('lab_name').notNull(),
    kind: text('kind', { enum: ['lab', 'imaging'] }).notNull().default('lab'),
    resultData: text('result_data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
    isReviewed: integer('is_reviewed', { mode: 'boolean' }).notNull().default(false),
    isCritical: integer('is_critical', { mode: 'boolean' }).notNull().default(false),
    notifiedAt: integer('notified_at', { mode: 'timestamp_ms' }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    escalationCount: integer('escalation_count').notNull().default(0),
    /** When the unreviewed result was handed to the on-call doctor or the owners; set once, by whichever doctor's hub gets there first. */
    handedOffAt: integer('handed_off_at', { mode: 'timestamp_ms' }),
    // A result imported from a FHIR DiagnosticReport (POST /api/fhir/import) keeps the report's own
    // fields exactly as received, so it goes back out as the same DiagnosticReport; null otherwise.
    /** DiagnosticReport.code codings. */
    reportCodings: text('report_codings', { mode: 'json' }).$type<Coding[]>(),
    /** DiagnosticReport.code.text (else the first display). */
    reportText: text('report_text'),
    /** FHIR diagnostic-report-status as sent (registered, partial, final, amended, ...). */
    reportStatus: text('report_status'),
    /** DiagnosticReport.category codings. */
    reportCategoryCodings: text('report_category_codings', { mode: 'json' }).$type<Coding[]>(),
    /** DiagnosticReport.effective[x] (dateTime, or the period's start) and issued, as given. */
    reportEffectiveAt: text('report_effective_at'),
    reportIssuedAt: text('report_issued_at'),
    reportConclusion: text('report_conclusion'),
  },
  (t) => [
    index('lab_results_clinic_received_idx').on(t.clinicId, t.receivedAt),
    index('lab_results_patient_idx').on(t.patientId),
    // Pending (unreviewed) results: the stats count and the ?pending=true list, without reading the clinic's history.
    index('lab_results_pending_idx').on(t.clinicId, t.isReviewed),
    // Critical results nobody has been alerted about yet: the alert sweep (notifications/critical-outbox.ts) reads only these.
    index('lab_results_unalerted_critical_idx').on(t.clinicId).where(sql`is_critical = 1 AND is_reviewed = 0 AND notified_at IS NULL`),
  ],
);

/**
 * The outbox of critical-result alerts (issue 32): a row is written by a trigger on `lab_results` in
 * the very statement that stores a critical result (migration 0025), so a stored critical result can
 * never be without its pending alert. The clinic's CriticalAlertOutbox Durable Object delivers it
 * (notifications/critical-outbox.ts) and retries with backoff until every recipient has it. A
 * `handoff` row is the escalation's hand-off of an unreviewed result, written with the claim.
 */
export const criticalAlertOutbox = sqliteTable(
  'critical_alert_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    labResultId: integer('lab_result_id').notNull().references(() => labResults.id),
    kind: text('kind', { enum: ['critical', 'handoff'] }).notNull().default('critical'),
    /** For a hand-off: the re-alert that reached the clinic's threshold. */
    escalation: integer('escalation'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** Every recipient has it (or none is left who may see it); null while pending. */
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    /** The class of the last failure (an error name, never data). */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('critical_alert_outbox_result_kind_unique').on(t.labResultId, t.kind),
    // Pending rows by due time: the clinic's delivery pass and the region's sweep read only these.
    index('critical_alert_outbox_pending_idx').on(t.clinicId, t.nextAttemptAt).where(sql`delivered_at IS NULL`),
  ],
);

/** Who one outbox row goes to, each with their own delivery state: one who got it is never alerted again, one who did not is retried. */
export const criticalAlertRecipients = sqliteTable(
  'critical_alert_recipients',
  {
    outboxId: integer('outbox_id').notNull().references(() => criticalAlertOutbox.id),
    // No foreign key: a member's user row lives in their home region's database (db/regions.ts).
    userId: integer('user_id').notNull(),
    reason: text('reason', { enum: ['critical', 'on-call', 'owner'] }).notNull(),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.userId] })],
);

/** HL7 v2 messages a lab system sent and we stored (ACK AA): MSH-10 once per clinic, so a resend stores nothing twice. */
export const hl7Messages = sqliteTable(
  'hl7_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    /** The API key that sent it (null only for messages stored before senders were told apart). */
    apiKeyId: integer('api_key_id').references(() => apiKeys.id),
    /** MSH-10, the sender's message control id. */
    controlId: text('control_id').notNull(),
    /** MSH-3 and MSH-4 as sent. */
    sendingApplication: text('sending_application').notNull(),
    sendingFacility: text('sending_facility').notNull(),
    /** SHA-256 of the message's segments (framing and line endings aside): a resend has the same, a reused control id not. */
    contentSha256: text('content_sha256'),
    resultCount: integer('result_count').notNull(),
    unmatchedCount: integer('unmatched_count').notNull(),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
  },
  // MSH-10 is unique per sending application only: a message is the same when key, MSH-3, MSH-4 and MSH-10 are.
  (t) => [uniqueIndex('hl7_messages_sender_control_unique').on(t.clinicId, t.apiKeyId, t.sendingApplication, t.sendingFacility, t.controlId)],
);

/**
 * An EHR the clinic lets call its CDS Hooks service (DESIGN.md §9 "Trusting a CDS client"): its
 * JWT issuer, the client id MedAssist issued (the JWT's `sub`), its public keys (an inline JWK Set
 * or the one URL they may be fetched from) and the one FHIR base MedAssist may read from for it.
 */
export const cdsClients = sqliteTable(
  'cds_clients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    /** Random, issued by MedAssist: the EHR sends it as `sub`; unique across clinics and regions. */
    clientId: text('client_id').notNull(),
    /** The exact FHIR base missing prefetch may be read from; null: none is ever contacted. */
    fhirServer: text('fhir_server'),
    /** Exactly one of jwks (public keys only) and jwksUrl is set. */
    jwks: text('jwks', { mode: 'json' }).$type<CdsJwkSet>(),
    jwksUrl: text('jwks_url'),
    /** The client id the EHR gave MedAssist for SMART launch; set: the EHR may open MedAssist with `iss` = fhirServer. */
    smartClientId: text('smart_client_id'),
    createdBy: integer('created_by').notNull().references(() => users.id),
    createdAt: createdAt(),
    /** Removed by an owner: its tokens are refused from then on; the row stays for the audit trail. */
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('cds_clients_client_id_unique').on(t.clientId),
    // One live registration per issuer in a clinic, so a token without `sub` names one client.
    uniqueIndex('cds_clients_clinic_issuer_unique').on(t.clinicId, t.issuer).where(sql`revoked_at IS NULL`),
    index('cds_clients_issuer_idx').on(t.issuer),
  ],
);

/**
 * An app a clinic's owner registered to read the clinic's record through /fhir/R4 (DESIGN.md §9
 * "SMART server", decision 0025): public (PKCE only) when it has no keys, confidential
 * (`private_key_jwt`) with a JWK Set or its URL.
 */
export const smartApps = sqliteTable(
  'smart_apps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    name: text('name').notNull(),
    /** Random, issued by MedAssist: the app's `client_id`; unique across clinics and regions. */
    clientId: text('client_id').notNull(),
    /** Exact redirect URIs; `/oauth/authorize` accepts only one of these, character for character. */
    redirectUris: text('redirect_uris', { mode: 'json' }).$type<string[]>().notNull(),
    /** The most the app may ask for (space-separated SMART scopes, core/oauth/scopes.ts). */
    scopes: text('scopes').notNull(),
    /** Where the chart's "Launch app" sends the user (EHR launch); null: standalone launch only. */
    launchUrl: text('launch_url'),
    jwks: text('jwks', { mode: 'json' }).$type<CdsJwkSet>(),
    jwksUrl: text('jwks_url'),
    createdBy: integer('created_by').notNull().references(() => users.id),
    createdAt: createdAt(),
    /** Disabled by an owner: refused at /oauth/*, its tokens revoked; may be enabled again. */
    disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
    /** Deleted by an owner: gone from the list, its tokens revoked; the row stays for the audit trail. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('smart_apps_client_id_unique').on(t.clientId), index('smart_apps_clinic_idx').on(t.clinicId)],
);

/** What an oauth_tokens row is (worker/oauth/tokens.ts). */
/** `assertion`: a client assertion's jti (hash of app and jti), claimed once until its exp (private_key_jwt replay). */
export const OAUTH_TOKEN_KINDS = ['launch', 'code', 'access', 'refresh', 'assertion'] as const;
export type OAuthTokenKind = (typeof OAUTH_TOKEN_KINDS)[number];

/**
 * Every secret MedAssist's authorization server hands out, stored as its SHA-256 only: an EHR
 * launch context (`launch`), an authorization code, an access token, a refresh token. A grant (one
 * consent, or one client_credentials exchange) ties a code to every token issued from it, so a
 * reused code or refresh token revokes them all.
 */
export const oauthTokens = sqliteTable(
  'oauth_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    appId: integer('app_id').notNull().references(() => smartApps.id),
    kind: text('kind', { enum: OAUTH_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Random; the same for a code and every token issued from it. */
    grantId: text('grant_id').notNull(),
    /** The consenting user (a system token: the app's registering owner). */
    userId: integer('user_id').notNull().references(() => users.id),
    /** The patient in context (`launch/patient`, an EHR launch), null for none. */
    patientId: integer('patient_id'),
    /** The granted scopes (space-separated); for a launch row, empty. */
    scope: text('scope').notNull(),
    /** A code's PKCE S256 challenge and the redirect URI it was issued for (RFC 6749 §4.1.3). */
    codeChallenge: text('code_challenge'),
    redirectUri: text('redirect_uri'),
    /** The authorization request's OpenID Connect nonce, carried by its grant's rows into every id_token (null for none). */
    nonce: text('nonce'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** A code or refresh token exchanged, a launch taken up: it is never accepted again. */
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_tokens_hash_unique').on(t.tokenHash),
    index('oauth_tokens_grant_idx').on(t.grantId),
    index('oauth_tokens_app_idx').on(t.appId, t.expiresAt),
  ],
);

/**
 * The `jti` of every CDS token accepted, until its `exp`: the primary key makes the claim atomic,
 * so of two requests carrying the same token exactly one passes (decision 0022).
 */
export const cdsSeenTokens = sqliteTable(
  'cds_seen_tokens',
  {
    cdsClientId: integer('cds_client_id').notNull().references(() => cdsClients.id),
    /** SHA-256 of the jti (a client's jti may be long or hold anything). */
    jtiHash: text('jti_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cdsClientId, t.jtiHash] }), index('cds_seen_tokens_expiry_idx').on(t.cdsClientId, t.expiresAt)],
);

/**
 * A card the CDS Hooks service sent, by its uuid, so the EHR's feedback on it (CDS Hooks 2.0
 * "Feedback") is kept per rule: who it went to, which service and rule sent it, how urgent, when,
 * and what became of it. No patient data: the audit row of the call keeps the EHR's patient id.
 * Kept CDS_CARD_RETENTION_DAYS (worker/db/queries/cds-cards.ts), then deleted.
 */
export const cdsSentCards = sqliteTable(
  'cds_sent_cards',
  {
    /** The card's uuid as sent (random, MedAssist's). */
    uuid: text('uuid').primaryKey(),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    cdsClientId: integer('cds_client_id').notNull().references(() => cdsClients.id),
    /** The CDS service id that answered (medassist-order-sign …): feedback must come to its endpoint. */
    service: text('service').notNull(),
    /** The card's source.topic.code: the rule or finding that fired (interaction.aspirin+warfarin, renal.metformin.egfr-lt-30, not-checked). */
    ruleId: text('rule_id').notNull(),
    indicator: text('indicator', { enum: ['info', 'warning', 'critical'] }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
    /** The first feedback of each outcome; a re-post of the same outcome changes nothing. */
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    overriddenAt: integer('overridden_at', { mode: 'timestamp_ms' }),
    /** The override reason's Coding as the EHR sent it (ours or its own); its free-text comment is never kept. */
    overrideSystem: text('override_system'),
    overrideCode: text('override_code'),
    overrideDisplay: text('override_display'),
  },
  (t) => [index('cds_sent_cards_clinic_sent_idx').on(t.clinicId, t.sentAt)],
);

/**
 * A SMART launch of one signed-in session (DESIGN.md §9 "SMART app", decision 0023): pending from
 * GET /smart/launch until the EHR's callback, then holding the EHR's access token until it expires
 * or the session ends. The PKCE verifier and the tokens are sealed with a key derived from the
 * session's secret id, which D1 never holds.
 */
export const smartLaunches = sqliteTable(
  'smart_launches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    userId: integer('user_id').notNull().references(() => users.id),
    /** The session's public handle: only that session finds the launch. */
    sessionHandle: text('session_handle').notNull(),
    cdsClientId: integer('cds_client_id').notNull().references(() => cdsClients.id),
    /** SHA-256 of the `state` sent to the EHR. */
    stateHash: text('state_hash').notNull(),
    kind: text('kind', { enum: ['ehr', 'standalone'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'refused', 'failed'] }).notNull(),
    tokenEndpoint: text('token_endpoint').notNull(),
    /** AES-GCM under the session-derived key: the PKCE verifier (pending), then the token answer (active). */
    sealed: text('sealed').notNull(),
    /** The EHR's patient id and user (fhirUser), from the token answer. */
    patientId: text('patient_id'),
    fhirUser: text('fhir_user'),
    grantedScope: text('granted_scope'),
    createdAt: createdAt(),
    /** Pending: the authorization's deadline; active: the access token's expiry. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('smart_launches_state_unique').on(t.stateHash), index('smart_launches_session_idx').on(t.sessionHandle)],
);

/**
 * The EHR's user (the verified ID token's `fhirUser`) linked to a MedAssist user, per EHR connection
 * (issue 37): once linked, a launch with that fhirUser opens only for that user. One link per
 * fhirUser and one per MedAssist user on a connection.
 */
export const smartUserLinks = sqliteTable(
  'smart_user_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    cdsClientId: integer('cds_client_id').notNull().references(() => cdsClients.id),
    fhirUser: text('fhir_user').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('smart_user_links_fhir_user_unique').on(t.cdsClientId, t.fhirUser), uniqueIndex('smart_user_links_user_unique').on(t.cdsClientId, t.userId)],
);

/**
 * A lab result whose patient the clinic does not know by the lab's MRN: never attached to anyone
 * by guess, it waits here until staff attach it to a chosen patient or discard it with a reason.
 */
export const unmatchedLabResults = sqliteTable(
  'unmatched_lab_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    /** How the lab identified the patient (PID-3 MRN, PID-5 name, PID-7 birth date, PID-8 sex). */
    mrn: text('mrn'),
    patientName: text('patient_name').notNull(),
    birthDate: text('birth_date'),
    sex: text('sex'),
    labName: text('lab_name').notNull(),
    isCritical: integer('is_critical', { mode: 'boolean' }).notNull(),
    /** The result as it will be stored once attached: the lab-result body (without patient) and its chart observations. */
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    /** Where it came from: 'HL7 v2 <MSH-10> from <MSH-3>'. */
    source: text('source').notNull(),
    /** Why it was not attached to a patient (no MRN of the key's authority, MRN unknown, birth date or family name differ). */
    matchIssue: text('match_issue'),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: ['waiting', 'attached', 'discarded'] }).notNull().default('waiting'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    discardReason: text('discard_reason'),
    /** The result it became when attached. */
    labResultId: integer('lab_result_id').references(() => labResults.id),
  },
  (t) => [index('unmatched_lab_results_clinic_status_idx').on(t.clinicId, t.status)],
);

export const clinicalGuidelines = sqliteTable(
  'clinical_guidelines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    organization: text('organization').notNull(),
    specialty: text('specialty').notNull(),
    summary: text('summary').notNull(),
    recommendation: text('recommendation').notNull(),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull(),
    publicationDate: text('publication_date').notNull(),
    lastUpdated: text('last_updated'),
    evidenceLevel: text('evidence_level'),
    url: text('url'),
    pdfUrl: text('pdf_url'),
  },
  (t) => [uniqueIndex('clinical_guidelines_slug_unique').on(t.slug), index('clinical_guidelines_specialty_idx').on(t.specialty)],
);

/**
 * One row: the id of the last audit row written before rows were keyed (migration 0007). Rows up
 * to it keep their plain SHA-256 links; every later row must carry the Worker's HMACs. The Worker
 * signs this boundary at its first seal, so it cannot later be moved to pass forged rows as old ones.
 */
export const auditLegacy = sqliteTable('audit_legacy', {
  id: integer('id').primaryKey(),
  lastId: integer('last_id').notNull(),
  mac: text('mac'),
});

/** Append-only: no API updates or deletes rows; each row's hash chains to the previous one. */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    userId: integer('user_id'),
    /** The clinic API key that caused the row (a lab system's result, a FHIR read by key); null for a member's own request. */
    apiKeyId: integer('api_key_id'),
    patientId: integer('patient_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /** More about the event as JSON: what a `list` read asked for, or why a medication was saved over a severe alert. */
    detail: text('detail'),
    /** Random, unique per row: makes each row's MAC unique so a copied row is refused or caught. */
    nonce: text('nonce'),
    /** HMAC of the row's own fields, computed by the Worker as it writes the row (worker/audit/row-mac.ts). */
    rowMac: text('row_mac'),
    /** Chain link over this row and the previous row's hash (per clinic); null until sealed (worker/audit/chain.ts). */
    hash: text('hash'),
    /** How `hash` was computed: 'hmac-sha256' (keyed); null or 'sha256' for rows sealed before the key existed. */
    hashAlg: text('hash_alg'),
  },
  (t) => [
    index('audit_events_clinic_at_idx').on(t.clinicId, t.at),
    index('audit_events_unsealed_idx').on(t.clinicId, t.id).where(sql`hash IS NULL`),
    // The chain head (newest sealed row of a clinic) is looked up on every audited request, and
    // the trail is listed newest first: both walk this index backwards instead of the whole log.
    index('audit_events_clinic_id_idx').on(t.clinicId, t.id),
    index('audit_events_patient_idx').on(t.clinicId, t.patientId),
    index('audit_events_user_at_idx').on(t.userId, t.at),
    uniqueIndex('audit_events_nonce_unique').on(t.nonce),
  ],
);

/** One-time password reset codes issued by the clinic owner for a member (stored hashed). */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull().references(() => clinics.id),
    userId: integer('user_id').notNull().references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdBy: integer('created_by').notNull().references(() => users.id),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_code_unique').on(t.codeHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * Idempotency keys of creates (worker/middleware/idempotency.ts): a retried request with the same
 * key gets the first answer again instead of creating a second record. Kept for 24 hours. A create
 * inserts its key in the same D1 batch as the record (with `record_id`), so a key is never
 * taken without its record nor a record made without its key, whatever happens before the answer.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id').notNull(),
    /** The user, or 0 for a lab system's API key. */
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The answer; null when the record was created but its answer never stored (the Worker stopped in between). */
    status: integer('status'),
    response: text('response'),
    /** The record created under this key (in the route's own table), written with it in one batch. */
    recordId: integer('record_id'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_unique').on(t.clinicId, t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Fixed-window counters that must be exact and global (worker/db/queries/counters.ts): failed
 * password changes per user, failed sign-ins per account (all addresses), reset-code guesses per
 * account, AI requests per clinic and UTC day. `key` names what is counted (hashed where it would
 * otherwise hold a typed name); `windowStart` is the start of the window the count belongs to.
 */
export const rateCounters = sqliteTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Browsers a user has signed in on before (worker/auth/trusted-device.ts): the SHA-256 of a random
 * long-lived cookie, per user. Such a browser passes the account-wide sign-in limit, so an
 * attacker guessing passwords from many addresses cannot lock the doctor out of their own devices.
 */
export const trustedDevices = sqliteTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] })],
);
