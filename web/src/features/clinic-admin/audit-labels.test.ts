import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { describeAuditEvent } from './audit-labels';

describe('describeAuditEvent', () => {
  beforeAll(() => activateLocale('en')); // plurals need the runtime
  it('words the stored codes for people', () => {
    expect(describeAuditEvent({ action: 'view', entity: 'patient', entityId: 4 })).toBe('Viewed patient record');
    expect(describeAuditEvent({ action: 'update', entity: 'clinical_note', entityId: 9 })).toBe('Changed clinical note #9');
    expect(describeAuditEvent({ action: 'disable', entity: 'user', entityId: 3 })).toBe('Disabled member #3');
    expect(describeAuditEvent({ action: 'export', entity: 'clinic', entityId: 1 })).toBe('Exported all data');
    expect(describeAuditEvent({ action: 'import', entity: 'encounter', entityId: 12 })).toBe('Imported (FHIR) visit #12');
    expect(describeAuditEvent({ action: 'update', entity: 'immunization', entityId: 7 })).toBe('Changed immunization #7');
    expect(describeAuditEvent({ action: 'recovery_code', entity: 'clinic', entityId: 1 })).toBe('Issued a new recovery code for clinic #1');
  });
  it('words a list read with the query it ran (the patient has its own column)', () => {
    expect(describeAuditEvent({ action: 'list', entity: 'patient', entityId: null, detail: '{"q":"ada","tab":"all","limit":50}' })).toBe('Listed patients: search “ada”, all tab, up to 50');
    expect(describeAuditEvent({ action: 'list', entity: 'lab_result', entityId: null, detail: '{"patientId":4}' })).toBe('Listed lab results');
    expect(describeAuditEvent({ action: 'list', entity: 'appointment', entityId: null, detail: '{"today":true,"tz":"Europe/Paris"}' })).toBe('Listed appointments: today’s schedule');
    expect(describeAuditEvent({ action: 'list', entity: 'clinical_note', entityId: null, detail: null })).toBe('Listed clinical notes');
    expect(describeAuditEvent({ action: 'list', entity: 'patient', entityId: null, detail: '{"sort":"name"}' })).toBe('Listed patients: sort name');
    expect(describeAuditEvent({ action: 'list', entity: 'notification', entityId: null, detail: '{"replayedAfter":12}' })).toBe('Listed notifications: replayed live after #12');
  });
  it('words who was alerted about a critical result and why (the alerted person is the row’s user)', () => {
    expect(describeAuditEvent({ action: 'alert', entity: 'lab_result', entityId: 5, detail: '{"reason":"critical"}' })).toBe('Alerted about critical lab result #5 (first alert)');
    expect(describeAuditEvent({ action: 'alert', entity: 'lab_result', entityId: 5, detail: '{"reason":"escalation","escalation":2}' })).toBe('Alerted about critical lab result #5 (re-alert 2)');
    expect(describeAuditEvent({ action: 'alert', entity: 'lab_result', entityId: 5, detail: '{"reason":"on-call","escalation":3}' })).toBe('Alerted about critical lab result #5 (handed over: on call, after 3 re-alerts)');
  });
  it('words a Bulk Data export’s kick-off, file downloads and cancel, with the app whose token it was', () => {
    const bulk = (detail: object) => describeAuditEvent({ action: 'export', entity: 'clinic', entityId: 1, detail: JSON.stringify({ format: 'fhir-bulk', ...detail }) });
    expect(bulk({ level: 'system', types: 'Patient,Observation' })).toBe('Started a Bulk Data export: Patient, Observation');
    expect(bulk({ file: 'Patient.1.ndjson', count: 6, smartApp: 3, smartAppName: 'Registry' })).toBe('Downloaded the Bulk Data export file Patient.1.ndjson (6 resources), through the app “Registry”');
    expect(bulk({ file: 'OperationOutcome.1.ndjson' })).toBe('Downloaded the Bulk Data export file OperationOutcome.1.ndjson');
    expect(bulk({ cancelled: 'running' })).toBe('Cancelled a Bulk Data export');
    expect(bulk({ cancelled: 'files' })).toBe('Deleted a finished Bulk Data export’s files');
    expect(describeAuditEvent({ action: 'export', entity: 'clinic', entityId: 1, detail: '{"format":"fhir-ndjson"}' })).toBe('Exported all data');
  });
  it('shows an unknown code as it is rather than hiding the row', () => {
    expect(describeAuditEvent({ action: 'archive', entity: 'thing', entityId: null })).toBe('archive thing');
  });
});

describe('describeAuditEvent in German', () => {
  beforeAll(() => activateLocale('de'));
  afterAll(() => activateLocale('en'));
  it('words the codes, the list query and the alert in the reader’s language', () => {
    expect(describeAuditEvent({ action: 'view', entity: 'patient', entityId: 4 })).toBe('Angesehen: Patientenakte');
    expect(describeAuditEvent({ action: 'disable', entity: 'user', entityId: 3 })).toBe('Deaktiviert: Mitglied #3');
    expect(describeAuditEvent({ action: 'list', entity: 'patient', entityId: null, detail: '{"q":"ada","limit":50}' })).toBe('Aufgelistet: Patienten: Suche „ada“, bis zu 50');
    expect(describeAuditEvent({ action: 'list', entity: 'notification', entityId: null, detail: '{"replayedAfter":12}' })).toBe('Aufgelistet: Benachrichtigungen: live nachgereicht nach #12');
    expect(describeAuditEvent({ action: 'alert', entity: 'lab_result', entityId: 5, detail: '{"reason":"owner","escalation":1}' })).toBe('Alarmiert wegen: kritischer Laborbefund #5 (weitergeleitet: Inhaber, nach 1 erneuten Alarm)');
  });

  // Issue #23: no raw codes ("Ansicht day, weekStart 1"): coded values as words, dates in the reader's format.
  it('words every coded value of a list query: view, week start, tab, kind, dates', () => {
    expect(describeAuditEvent({ action: 'list', entity: 'appointment', entityId: null, detail: '{"date":"2026-11-23T00:00:00.000Z","view":"week","weekStart":1,"tz":"Europe/Berlin"}' }))
      .toBe('Aufgelistet: Termine: ab 23.11.2026, Ansicht Woche, Wochenbeginn Montag');
    expect(describeAuditEvent({ action: 'list', entity: 'appointment', entityId: null, detail: '{"view":"day","weekStart":0}' })).toBe('Aufgelistet: Termine: Ansicht Tag, Wochenbeginn Sonntag');
    expect(describeAuditEvent({ action: 'list', entity: 'patient', entityId: null, detail: '{"tab":"upcoming","deleted":"true"}' })).toBe('Aufgelistet: Patienten: Reiter „Bevorstehende Termine“, gelöschte');
    expect(describeAuditEvent({ action: 'list', entity: 'lab_result', entityId: null, detail: '{"pending":"true","kind":"imaging"}' })).toBe('Aufgelistet: Laborbefunde: zu prüfen, Bildgebung');
    expect(describeAuditEvent({ action: 'list', entity: 'unmatched_lab_result', entityId: null, detail: '{"resolved":"true"}' })).toMatch(/: erledigte$/);
    expect(describeAuditEvent({ action: 'list', entity: 'patient', entityId: null, detail: '{"name":"Weber","birthdate":"1960-04-02","_count":"20"}' })).toBe('Aufgelistet: Patienten: Name „Weber“, geboren 02.04.1960, bis zu 20');
    expect(describeAuditEvent({ action: 'list', entity: 'observation', entityId: null, detail: '{"patient":"Patient/4","date":"ge2024-01-01"}' })).toBe('Aufgelistet: Beobachtungen: ab ge2024-01-01');
  });
});

describe('describeAuditEvent: list queries in English', () => {
  beforeAll(() => activateLocale('en'));
  it('keeps the English words, and words the week start and the view', () => {
    expect(describeAuditEvent({ action: 'list', entity: 'appointment', entityId: null, detail: '{"view":"day","weekStart":1}' })).toBe('Listed appointments: day view, weeks start on Monday');
    expect(describeAuditEvent({ action: 'list', entity: 'lab_result', entityId: null, detail: '{"kind":"lab"}' })).toBe('Listed lab results: lab');
  });
});
