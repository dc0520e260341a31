// ORU^R01 (unsolicited observation result, HL7 v2.3 to v2.5.1 chapter 7) read into a lab report
// shaped for the chart (DESIGN.md §8): per patient (PID), per order (OBR) the observations (OBX)
// as chart observations with their codes kept exactly, plus the spec's result lines and whether the
// lab flagged anything critical. A message this interface cannot take throws Hl7Error (answer AR).

import { ObservationInputSchema, type ObservationInput, type ObservationStatus } from '../schemas/chart';
import type { Coding } from '../schemas/coding';
import { lineLoincCode, type LabResultCreate, type LabTest } from '../schemas/lab-results';
import type { Sex } from '../schemas/patients';
import { CRITICAL_FLAGS, interpretationOf, lineStatusOf } from './abnormal-flags';
import { HL7_ERROR_CODES, Hl7Error } from './hl7-error';
import { hl7DateToCalendarDate, hl7TimeToFhir } from './hl7-time';
import { HL7_LIMITS } from './limits';
import { codedText, codingsOf, readObservationValue, readReferenceRange, readUnit } from './observation-value';
import type { Hl7Header } from './header';
import { readRepetitions, readValue, type Hl7Message, type Hl7Segment } from './parse-message';

/** The HL7 versions this interface accepts (MSH-12). */
export const SUPPORTED_HL7_VERSIONS = ['2.3', '2.3.1', '2.4', '2.5', '2.5.1'] as const;

/** One PID-3 identifier (CX): the id, its assigning authority (HD namespace, or its universal id) and identifier type (MR, PI, ...). */
export interface Hl7PatientIdentifier {
  value: string;
  assigningAuthority: string;
  /** Every name CX-4 gives the authority (HD namespace id and universal id); empty when sent without one. */
  authorityIds: string[];
  typeCode: string;
}

/** The patient a result is for, as the lab identifies them. */
export interface Hl7LabPatient {
  identifiers: Hl7PatientIdentifier[];
  /** The medical record number to match on: the first PID-3 with type MR, else the only identifier, else null. */
  mrn: string | null;
  familyName: string;
  givenNames: string[];
  fullName: string;
  birthDate: string | null;
  sex: Sex | null;
  notes: string[];
}

/** One OBX: the chart observation, the lab's flags and the spec's result line. */
export interface Hl7LabObservation {
  setId: string;
  valueType: string;
  observation: ObservationInput;
  /** OBX-8 as sent (repetitions), e.g. ['HH']. */
  abnormalFlags: string[];
  /** True when OBX-6 names UCUM as the unit's coding system. */
  unitIsUcum: boolean;
  notes: string[];
  line: LabTest;
}

/** FHIR DiagnosticReport status for OBR-25 (HL7 table 0123). */
export type ReportStatus = 'registered' | 'partial' | 'preliminary' | 'final' | 'corrected' | 'cancelled' | 'unknown';

/** One OBR with its observations. */
export interface Hl7LabOrder {
  setId: string;
  placerOrderNumber: string;
  /** OBR-3.1: the lab's own number for this result (the key a corrected result comes back with). */
  fillerOrderNumber: string;
  codings: Coding[];
  /** The test or panel name (OBR-4 text). */
  testName: string;
  /** OBR-7 as a FHIR dateTime, or null. */
  observedAt: string | null;
  /** OBR-25 as sent, and as a FHIR DiagnosticReport status. */
  resultStatusCode: string;
  reportStatus: ReportStatus;
  notes: string[];
  observations: Hl7LabObservation[];
  /** HH, LL or AA on any line (or the spec's status critical): alert as a critical result. */
  critical: boolean;
  /** Names of the lines flagged critical. */
  criticalTests: string[];
}

/** Everything an ORU^R01 says, per patient. */
export interface Hl7LabReport {
  header: Hl7Header;
  patients: { patient: Hl7LabPatient; orders: Hl7LabOrder[] }[];
}

/** Options of the reading. */
export interface OruReadOptions {
  /** Offset for timestamps sent without one (HL7 means the sender's local time); default '+00:00'. */
  defaultOffset?: string;
}

const OBX_STATUS: Readonly<Record<string, ObservationStatus>> = {
  // HL7 table 0085 → FHIR observation-status (HL7 v2-to-FHIR IG, ConceptMap "ObservationResultStatus").
  C: 'corrected',
  D: 'entered-in-error',
  F: 'final',
  I: 'registered',
  O: 'registered',
  P: 'preliminary',
  R: 'preliminary',
  S: 'preliminary',
  U: 'final',
  W: 'entered-in-error',
  X: 'cancelled',
};

const OBR_STATUS: Readonly<Record<string, ReportStatus>> = {
  // HL7 table 0123 → FHIR diagnostic-report-status (HL7 v2-to-FHIR IG, ConceptMap "ResultStatus").
  O: 'registered',
  I: 'registered',
  S: 'registered',
  A: 'partial',
  P: 'preliminary',
  R: 'preliminary',
  N: 'preliminary',
  C: 'corrected',
  F: 'final',
  X: 'cancelled',
};

const SEX: Readonly<Record<string, Sex>> = { M: 'male', F: 'female', O: 'other', A: 'other', U: 'unknown', N: 'unknown' };

const TEXT_LIMIT = 500;
const LINE_VALUE_LIMIT = 200;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function readPatient(pid: Hl7Segment, message: Hl7Message): Hl7LabPatient {
  const seps = message.separators;
  const identifiers = readRepetitions(pid, 3, seps)
    .map((cx) => {
      const [namespace = '', universalId = ''] = (cx[3] ?? '').split(seps.subcomponent).map((part) => part.trim());
      const authorityIds = [namespace, universalId].filter(Boolean);
      return { value: (cx[0] ?? '').trim(), assigningAuthority: namespace || universalId, authorityIds, typeCode: (cx[4] ?? '').trim() };
    })
    .filter((id) => id.value);
  const mrn = identifiers.find((id) => id.typeCode.toUpperCase() === 'MR')?.value ?? (identifiers.length === 1 ? (identifiers[0]?.value ?? null) : null);
  const name = readRepetitions(pid, 5, seps)[0] ?? [];
  const familyName = (name[0] ?? '').split(seps.subcomponent)[0] ?? '';
  const givenNames = [name[1], name[2]].filter((n): n is string => !!n);
  return {
    identifiers,
    mrn,
    familyName,
    givenNames,
    fullName: [...givenNames, familyName].filter(Boolean).join(' '),
    birthDate: hl7DateToCalendarDate(readValue(pid, 7, seps)),
    sex: SEX[readValue(pid, 8, seps).toUpperCase()] ?? null,
    notes: [],
  };
}

function noteText(nte: Hl7Segment, message: Hl7Message): string {
  return readRepetitions(nte, 3, message.separators)
    .map((rep) => rep.join(' '))
    .join('\n')
    .trim();
}

function readObservation(obx: Hl7Segment, order: Hl7LabOrder, message: Hl7Message, where: { sequence: number }, options: OruReadOptions): Hl7LabObservation | null {
  const seps = message.separators;
  const location = { segment: 'OBX', sequence: where.sequence };
  const valueType = readValue(obx, 2, seps).toUpperCase();
  const identifier = readRepetitions(obx, 3, seps)[0] ?? [];
  const codings = codingsOf(identifier);
  const name = codedText(identifier);
  if (!name) throw new Hl7Error(`OBX ${where.sequence}: OBX-3 (observation identifier) is required.`, HL7_ERROR_CODES.requiredFieldMissing, { location: { ...location, field: 3 }, header: message.header });
  const value = readObservationValue(valueType, readRepetitions(obx, 5, seps));
  const statusCode = readValue(obx, 11, seps).toUpperCase();
  if (value.valueNumber === null && !value.valueText && value.valueCodings.length === 0) {
    // A line without a value (cancelled, pending): nothing to chart; keep it as a note so it is not lost.
    order.notes.push(`${name}: no value${statusCode ? ` (status ${statusCode})` : ''}`);
    return null;
  }
  const notes: string[] = [];
  let valueText = value.valueText;
  if (valueText && valueText.length > TEXT_LIMIT) {
    // Long narrative results: the whole text goes to the result's notes, the chart keeps the start.
    notes.push(`${name}:\n${valueText}`);
    valueText = clip(valueText, TEXT_LIMIT);
  }
  const flags = readRepetitions(obx, 8, seps)
    .map((rep) => (rep[0] ?? '').trim().toUpperCase())
    .filter(Boolean);
  const { unit, isUcum } = readUnit(readRepetitions(obx, 6, seps)[0] ?? []);
  const rangeText = readValue(obx, 7, seps);
  const effectiveAt = hl7TimeToFhir(readValue(obx, 14, seps), options.defaultOffset) ?? order.observedAt ?? hl7TimeToFhir(message.header.messageTime, options.defaultOffset);
  if (!effectiveAt) {
    throw new Hl7Error(`OBX ${where.sequence}: no observation time (OBX-14, OBR-7 or MSH-7) is a valid HL7 timestamp.`, HL7_ERROR_CODES.dataType, { location: { ...location, field: 14 }, header: message.header });
  }
  const observation: ObservationInput = {
    category: 'laboratory',
    codings,
    text: name,
    status: OBX_STATUS[statusCode] ?? 'final',
    valueNumber: value.valueNumber,
    valueText,
    valueCodings: value.valueCodings,
    unit,
    referenceRange: readReferenceRange(rangeText),
    interpretation: interpretationOf(flags),
    effectiveAt,
  };
  const checked = ObservationInputSchema.safeParse(observation);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Hl7Error(`OBX ${where.sequence} (${name}): ${issue?.message ?? 'not a valid observation'}`, HL7_ERROR_CODES.dataType, { location, header: message.header });
  }
  return {
    setId: readValue(obx, 1, seps),
    valueType,
    observation,
    abnormalFlags: flags,
    unitIsUcum: isUcum,
    notes,
    line: {
      name: clip(name, 120),
      ...(lineLoincCode(codings) ? { code: lineLoincCode(codings) } : {}),
      value: clip(value.display, LINE_VALUE_LIMIT),
      unit: clip(unit ?? '', 40),
      referenceRange: clip(rangeText, 80),
      status: lineStatusOf(flags),
    },
  };
}

function readOrder(obr: Hl7Segment, message: Hl7Message, options: OruReadOptions): Hl7LabOrder {
  const seps = message.separators;
  const service = readRepetitions(obr, 4, seps)[0] ?? [];
  const statusCode = readValue(obr, 25, seps).toUpperCase();
  return {
    setId: readValue(obr, 1, seps),
    placerOrderNumber: readValue(obr, 2, seps),
    fillerOrderNumber: readValue(obr, 3, seps),
    codings: codingsOf(service),
    testName: codedText(service),
    observedAt: hl7TimeToFhir(readValue(obr, 7, seps), options.defaultOffset),
    resultStatusCode: statusCode,
    reportStatus: OBR_STATUS[statusCode] ?? 'unknown',
    notes: [],
    observations: [],
    critical: false,
    criticalTests: [],
  };
}

function checkMessageType(header: Hl7Header): void {
  const location = { segment: 'MSH', sequence: 1, field: 9 };
  if (header.messageCode.toUpperCase() !== 'ORU') {
    throw new Hl7Error(`Only ORU^R01 result messages are accepted, not ${header.messageCode}^${header.triggerEvent}.`, HL7_ERROR_CODES.unsupportedMessageType, { location, header });
  }
  if (header.triggerEvent.toUpperCase() !== 'R01') {
    throw new Hl7Error(`Only ORU^R01 result messages are accepted, not ORU^${header.triggerEvent || '(no event)'}.`, HL7_ERROR_CODES.unsupportedEventCode, { location, header });
  }
  if (!(SUPPORTED_HL7_VERSIONS as readonly string[]).includes(header.version)) {
    throw new Hl7Error(`HL7 version ${header.version} is not supported (accepted: ${SUPPORTED_HL7_VERSIONS.join(', ')}).`, HL7_ERROR_CODES.unsupportedVersion, {
      location: { segment: 'MSH', sequence: 1, field: 12 },
      header,
    });
  }
}

/** The lab report an ORU^R01 carries; throws Hl7Error (answer AR with its reason) when the message is not an ORU^R01 this interface can take. */
export function readOruR01(message: Hl7Message, options: OruReadOptions = {}): Hl7LabReport {
  const { header, segments } = message;
  checkMessageType(header);
  const observationCount = segments.filter((s) => s.name === 'OBX').length;
  if (observationCount > HL7_LIMITS.observations) {
    throw new Hl7Error(`The message has ${observationCount} OBX segments; at most ${HL7_LIMITS.observations} are accepted in one message (send the rest in another).`, HL7_ERROR_CODES.segmentSequence, {
      location: { segment: 'OBX', sequence: HL7_LIMITS.observations + 1 },
      header,
    });
  }
  const patients: Hl7LabReport['patients'] = [];
  let current: Hl7LabReport['patients'][number] | undefined;
  let order: Hl7LabOrder | undefined;
  let last: 'patient' | 'order' | 'observation' | 'other' = 'other';
  let lastObservation: Hl7LabObservation | null = null;
  const seen = new Map<string, number>();
  segments.forEach((segment) => {
    // ERR-2 counts a segment's position among segments of its name.
    const sequence = (seen.get(segment.name) ?? 0) + 1;
    seen.set(segment.name, sequence);
    const outOfPlace = (what: string) =>
      new Hl7Error(`${segment.name} ${sequence} comes before ${what}.`, HL7_ERROR_CODES.segmentSequence, { location: { segment: segment.name, sequence }, header });
    switch (segment.name) {
      case 'PID':
        current = { patient: readPatient(segment, message), orders: [] };
        patients.push(current);
        order = undefined;
        last = 'patient';
        break;
      case 'OBR':
        if (!current) throw outOfPlace('any PID segment (the patient)');
        order = readOrder(segment, message, options);
        current.orders.push(order);
        last = 'order';
        break;
      case 'OBX': {
        if (!order) throw outOfPlace('any OBR segment (the test it belongs to)');
        lastObservation = readObservation(segment, order, message, { sequence }, options);
        if (lastObservation) {
          order.observations.push(lastObservation);
          order.notes.push(...lastObservation.notes);
        }
        last = 'observation';
        break;
      }
      case 'NTE': {
        const text = noteText(segment, message);
        if (!text) break;
        if (last === 'observation' && lastObservation && order) order.notes.push(`${lastObservation.observation.text}: ${text}`);
        else if (last === 'order' && order) order.notes.push(text);
        else if (last === 'patient' && current) current.patient.notes.push(text);
        break;
      }
      case 'SPM':
        // Specimen: OBX after it (Cerner sends them so) stay with their OBR.
        break;
      default:
        // ORC, TQ1, PV1, SFT and the rest: not needed for the result; a note after them belongs to none of ours.
        last = 'other';
    }
  });
  if (patients.length === 0) {
    throw new Hl7Error('The message has no PID segment, so the patient is unknown.', HL7_ERROR_CODES.segmentSequence, { location: { segment: 'PID', sequence: 1 }, header });
  }
  if (!patients.some((p) => p.orders.length > 0)) {
    throw new Hl7Error('The message has no OBR segment, so there is no result.', HL7_ERROR_CODES.segmentSequence, { location: { segment: 'OBR', sequence: 1 }, header });
  }
  for (const p of patients) {
    for (const o of p.orders) {
      const critical = o.observations.filter((obs) => obs.abnormalFlags.some((f) => CRITICAL_FLAGS.has(f)));
      o.criticalTests = critical.map((obs) => obs.line.name);
      o.critical = critical.length > 0;
    }
  }
  return { header, patients };
}

/** The POST /api/lab-results body (without the matched patient's id) for one order: its lines, notes and the critical flag. */
export function labResultInputOf(order: Hl7LabOrder): Omit<LabResultCreate, 'patientId'> {
  const comments = order.notes.join('\n');
  return {
    labName: clip(order.testName || order.fillerOrderNumber || 'Laboratory result', 120),
    kind: 'lab',
    ...(order.observedAt ? { collectionDate: order.observedAt } : {}),
    tests: order.observations.map((o) => o.line),
    ...(comments ? { comments: clip(comments, 5000) } : {}),
    critical: order.critical,
  };
}
