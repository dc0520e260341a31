import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LabResultCreateSchema } from '../schemas/lab-results';
import { LOINC, SNOMED_CT, UCUM } from '../schemas/coding';
import { Hl7Error } from './hl7-error';
import { labResultInputOf, readOruR01 } from './oru-r01';
import { parseHl7Message } from './parse-message';

const sample = (name: string) => readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8');
const read = (text: string, offset?: string) => readOruR01(parseHl7Message(text), offset ? { defaultOffset: offset } : {});

function refusal(text: string): { code: number; reason: string } {
  try {
    read(text);
  } catch (e) {
    if (e instanceof Hl7Error) return { code: e.code, reason: e.reason };
    throw e;
  }
  throw new Error('expected an Hl7Error');
}

const MSH = (version = '2.5.1', type = 'ORU^R01^ORU_R01') => `MSH|^~\\&|LAB|ACME LAB|MEDASSIST|CLINIC|20240815143000-0400||${type}|CTRL42|P|${version}`;
const PID = 'PID|1||A-77^^^ACME&1.2.3&ISO^PI~MA-000123^^^CLINIC^MR||Doe^Jane^Q||19800101|F';
const OBR = 'OBR|1|ORD1|FIL9^ACME|24323-8^Comprehensive metabolic panel^LN|||20240815120000-0400|||||||||||||||20240815140000-0400|||F';

describe('readOruR01 on public sample messages', () => {
  it('NIST ELR v2.5.1 sample: lead result with LOINC, UCUM unit, text range and H flag', () => {
    const report = read(sample('nist-elr-2.5.1-lead.hl7'));
    expect(report.header).toMatchObject({ controlId: 'NIST-100929110701660', version: '2.5.1', messageCode: 'ORU', triggerEvent: 'R01' });
    const [{ patient, orders }] = report.patients as [(typeof report.patients)[number]];
    expect(patient).toMatchObject({
      identifiers: [{ value: '9817566735', assigningAuthority: 'MPI', typeCode: 'MR' }],
      mrn: '9817566735',
      fullName: 'Philip Johnson',
      birthDate: '2007-05-26',
      sex: 'male',
    });
    const [order] = orders as [(typeof orders)[number]];
    expect(order).toMatchObject({
      fillerOrderNumber: '9700123',
      testName: 'Lead BldC-mCnc',
      observedAt: '2008-08-15T10:30:00-07:00',
      resultStatusCode: 'F',
      reportStatus: 'final',
      critical: false,
    });
    expect(order.codings).toEqual([
      { system: LOINC, code: '10368-9', display: 'Lead BldC-mCnc' },
      { system: 'urn:hl7-v2:coding-system:99USI', code: '3456543', display: 'Blood lead test' },
    ]);
    const [obx] = order.observations as [(typeof order.observations)[number]];
    expect(obx.observation).toEqual({
      category: 'laboratory',
      codings: [{ system: LOINC, code: '10368-9', display: 'Lead BldC-mCnc' }],
      text: 'Lead BldC-mCnc',
      status: 'final',
      valueNumber: 50,
      valueText: null,
      valueCodings: [],
      unit: 'ug/dL',
      referenceRange: { high: 9, text: '<9 mcg/dL:  Acceptable background lead exposure' },
      interpretation: 'H',
      effectiveAt: '2008-08-15T10:30:00-07:00',
    });
    expect(obx.unitIsUcum).toBe(true);
    expect(obx.line).toEqual({ name: 'Lead BldC-mCnc', code: '10368-9', value: '50', unit: 'ug/dL', referenceRange: '<9 mcg/dL:  Acceptable background lead exposure', status: 'abnormal' });
  });

  it('Cerner ELR v2.5.1 sample: coded culture result without a code, SPM before OBX, A flag', () => {
    const report = read(sample('cerner-elr-2.5.1-culture.hl7'));
    const [{ patient, orders }] = report.patients as [(typeof report.patients)[number]];
    expect(patient.mrn).toBe('9339683996');
    expect(patient.fullName).toBe('Paul One Miller');
    expect(patient.birthDate).toBe('2005-07-15');
    const [order] = orders as [(typeof orders)[number]];
    expect(order.testName).toBe('Culture Sputum');
    const [obx] = order.observations as [(typeof order.observations)[number]];
    expect(obx.valueType).toBe('CE');
    expect(obx.observation).toMatchObject({ valueText: 'Bordetella pertussis', valueCodings: [], interpretation: 'A', effectiveAt: '2010-11-04T16:40:00+00:00' });
    expect(obx.line.status).toBe('abnormal');
  });

  it('nHapi v2.3.1 sample: refused with a reason because OBX-3 (what was observed) is empty', () => {
    expect(refusal(sample('nhapi-2.3.1-ft.hl7'))).toEqual({ code: 101, reason: 'OBX 1: OBX-3 (observation identifier) is required.' });
  });
});

describe('readOruR01 values, flags and structure', () => {
  it('reads NM, SN, ST, TX, FT and CWE values with units, ranges and flags', () => {
    const text = [
      MSH(),
      PID,
      OBR,
      'OBX|1|NM|2345-7^Glucose^LN||320|mg/dL^^UCUM|70-99|HH|||F|||20240815121500-0400',
      'OBX|2|NM|2823-3^Potassium^LN||2.1|mmol/L^^UCUM|3.5 - 5.1|LL|||F',
      'OBX|3|SN|1988-5^CRP^LN||<^0.5|mg/L^^UCUM|<5|N|||F',
      'OBX|4|SN|5195-3^Titer^LN||^1^:^128||||||F',
      'OBX|5|SN|2160-0^Creatinine^LN||^1.8|mg/dL^^UCUM|0.6-1.2|H|||C',
      'OBX|6|ST|5778-6^Color^LN||Straw||||||P',
      'OBX|7|TX|11529-5^Pathology^LN||Line one~Line two||||||F',
      'OBX|8|FT|18769-0^Comment^LN||First\\.br\\Second\\F\\part||||||F',
      'OBX|9|CWE|600-7^Blood culture^LN||3092008^Staphylococcus aureus^SCT^SA^S. aureus^L|||AA|||F',
      'OBX|10|NM|777-3^Platelets^LN||>1000|10*3/uL^^UCUM|150-400|>~H|||F',
    ].join('\r');
    const order = read(text).patients[0]!.orders[0]!;
    const obs = order.observations.map((o) => o.observation);
    expect(obs[0]).toMatchObject({ valueNumber: 320, unit: 'mg/dL', referenceRange: { low: 70, high: 99, text: '70-99' }, interpretation: 'HH', effectiveAt: '2024-08-15T12:15:00-04:00' });
    expect(obs[1]).toMatchObject({ valueNumber: 2.1, referenceRange: { low: 3.5, high: 5.1 }, interpretation: 'LL', effectiveAt: '2024-08-15T12:00:00-04:00' });
    expect(order.observations[3]!.line.code).toBe('5195-3');
    expect(obs[2]).toMatchObject({ valueNumber: null, valueText: '<0.5', referenceRange: { high: 5, text: '<5' }, interpretation: 'N' });
    expect(obs[3]).toMatchObject({ valueNumber: null, valueText: '1:128' });
    expect(obs[4]).toMatchObject({ valueNumber: 1.8, status: 'corrected', interpretation: 'H' });
    expect(obs[5]).toMatchObject({ valueText: 'Straw', status: 'preliminary' });
    expect(obs[6]).toMatchObject({ valueText: 'Line one\nLine two' });
    expect(obs[7]).toMatchObject({ valueText: 'First\nSecond|part' });
    expect(obs[8]).toMatchObject({
      valueText: 'Staphylococcus aureus',
      valueCodings: [
        { system: SNOMED_CT, code: '3092008', display: 'Staphylococcus aureus' },
        { system: 'urn:hl7-v2:coding-system:L', code: 'SA', display: 'S. aureus' },
      ],
      interpretation: 'AA',
    });
    expect(obs[9]).toMatchObject({ valueNumber: null, valueText: '>1000', interpretation: 'H' });
    expect(order.observations[9]!.abnormalFlags).toEqual(['>', 'H']);
    expect(order.critical).toBe(true);
    expect(order.criticalTests).toEqual(['Glucose', 'Potassium', 'Blood culture']);
    expect(order.observations.map((o) => o.line.status)).toEqual(['critical', 'critical', 'normal', 'normal', 'abnormal', 'normal', 'normal', 'normal', 'critical', 'abnormal']);
  });

  it('is not critical on H, L or A alone (no critical limits exist besides the lab’s flags)', () => {
    const order = read([MSH(), PID, OBR, 'OBX|1|NM|2345-7^Glucose^LN||900|mg/dL|70-99|H|||F'].join('\r')).patients[0]!.orders[0]!;
    expect(order.critical).toBe(false);
  });

  it('keeps notes after PID, OBR and OBX, and lines without a value as notes', () => {
    const text = [
      MSH(),
      PID,
      'NTE|1||Fasting patient',
      OBR,
      'NTE|1||Specimen slightly hemolyzed',
      'OBX|1|NM|2823-3^Potassium^LN||5.9|mmol/L|3.5-5.1|H|||F',
      'NTE|1||Repeat advised',
      'OBX|2|NM|2951-2^Sodium^LN||||||||X',
    ].join('\r');
    const { patient, orders } = read(text).patients[0]!;
    expect(patient.notes).toEqual(['Fasting patient']);
    expect(orders[0]!.notes).toEqual(['Specimen slightly hemolyzed', 'Potassium: Repeat advised', 'Sodium: no value (status X)']);
    expect(orders[0]!.observations).toHaveLength(1);
  });

  it('keeps a long narrative whole in the notes and its start in the chart', () => {
    const long = 'x'.repeat(700);
    const order = read([MSH(), PID, OBR, `OBX|1|TX|11529-5^Pathology^LN||${long}||||||F`].join('\r')).patients[0]!.orders[0]!;
    expect(order.observations[0]!.observation.valueText).toHaveLength(500);
    expect(order.notes[0]).toBe(`Pathology:\n${long}`);
  });

  it('reads several patients and several orders per patient', () => {
    const text = [MSH(), PID, OBR, 'OBX|1|NM|1^A^LN||1', 'OBR|2||F2|2^B^LN|||20240816', 'OBX|1|NM|3^C^LN||2', 'PID|2||X9^^^H^MR||Roe^Rick', 'OBR|1||F3|4^D^LN', 'OBX|1|ST|5^E^LN||ok'].join('\r');
    const report = read(text);
    expect(report.patients.map((p) => [p.patient.mrn, p.orders.map((o) => o.observations.length)])).toEqual([
      ['MA-000123', [1, 1]],
      ['X9', [1]],
    ]);
    expect(report.patients[0]!.orders[1]!.observations[0]!.observation.effectiveAt).toBe('2024-08-16');
    // '3' under LN is not shaped like a LOINC code, so the line carries none.
    expect(report.patients[0]!.orders[1]!.observations[0]!.line).not.toHaveProperty('code');
  });

  it('uses the given offset for times sent without one', () => {
    const order = read([MSH(), PID, 'OBR|1||F|1^A^LN|||202408151200', 'OBX|1|NM|1^A^LN||1'].join('\r'), '+02:00').patients[0]!.orders[0]!;
    expect(order.observations[0]!.observation.effectiveAt).toBe('2024-08-15T12:00:00+02:00');
  });

  it.each(['2.3', '2.3.1', '2.4', '2.5', '2.5.1'])('accepts version %s', (version) => {
    expect(read([MSH(version), PID, OBR, 'OBX|1|NM|1^A^LN||1'].join('\r')).header.version).toBe(version);
  });

  it('chooses the MR identifier as MRN, or the only identifier, never a guess among several', () => {
    const mrn = (pid: string) => read([MSH(), pid, OBR].join('\r')).patients[0]!.patient.mrn;
    expect(mrn('PID|1||A1^^^H^PI~B2^^^H^MR')).toBe('B2');
    expect(mrn('PID|1||ONLY1')).toBe('ONLY1');
    expect(mrn('PID|1||A1^^^H^PI~B2^^^H^SS')).toBeNull();
    expect(mrn('PID|1||')).toBeNull();
  });

  it('gives the spec’s lab-result body for an order', () => {
    const order = read([MSH(), PID, OBR, 'NTE|1||hemolyzed', 'OBX|1|NM|2345-7^Glucose^LN||30|mg/dL|70-99|LL|||F'].join('\r')).patients[0]!.orders[0]!;
    const body = labResultInputOf(order);
    expect(body).toEqual({
      labName: 'Comprehensive metabolic panel',
      kind: 'lab',
      collectionDate: '2024-08-15T12:00:00-04:00',
      tests: [{ name: 'Glucose', code: '2345-7', value: '30', unit: 'mg/dL', referenceRange: '70-99', status: 'critical' }],
      comments: 'hemolyzed',
      critical: true,
    });
    expect(LabResultCreateSchema.safeParse({ ...body, patientId: 1 }).success).toBe(true);
  });

  it('keeps the received codes and UCUM units exactly', () => {
    const obx = read([MSH(), PID, OBR, 'OBX|1|NM|718-7^Hemoglobin [Mass/volume] in Blood^LN||13.5|g/dL^gram per deciliter^UCUM'].join('\r')).patients[0]!.orders[0]!.observations[0]!;
    expect(obx.observation.codings).toEqual([{ system: LOINC, code: '718-7', display: 'Hemoglobin [Mass/volume] in Blood' }]);
    expect(obx.observation.unit).toBe('g/dL');
    expect(obx.unitIsUcum).toBe(true);
    expect(UCUM).toBe('http://unitsofmeasure.org');
  });
});

describe('readOruR01 refusals (answer AR with the reason)', () => {
  it.each([
    [[MSH('2.5.1', 'ADT^A01^ADT_A01'), PID].join('\r'), 200, 'Only ORU^R01 result messages are accepted, not ADT^A01.'],
    [[MSH('2.5.1', 'ORU^R30'), PID].join('\r'), 201, 'Only ORU^R01 result messages are accepted, not ORU^R30.'],
    [[MSH('2.6'), PID, OBR].join('\r'), 203, 'HL7 version 2.6 is not supported (accepted: 2.3, 2.3.1, 2.4, 2.5, 2.5.1).'],
    [[MSH(), OBR].join('\r'), 100, 'OBR 1 comes before any PID segment (the patient).'],
    [[MSH(), PID, 'OBX|1|NM|1^A^LN||1'].join('\r'), 100, 'OBX 1 comes before any OBR segment (the test it belongs to).'],
    [[MSH(), PID].join('\r'), 100, 'The message has no OBR segment, so there is no result.'],
    [MSH(), 100, 'The message has no PID segment, so the patient is unknown.'],
  ])('refuses %j', (text, code, reason) => {
    expect(refusal(text)).toEqual({ code, reason });
  });

  it('refuses an observation whose time cannot be read', () => {
    const text = ['MSH|^~\\&|LAB|F|R|F|notatime||ORU^R01|C1|P|2.5.1', PID, 'OBR|1||F|1^A^LN', 'OBX|1|NM|1^A^LN||1|||||F|||garbage'].join('\r');
    expect(refusal(text)).toEqual({ code: 102, reason: 'OBX 1: no observation time (OBX-14, OBR-7 or MSH-7) is a valid HL7 timestamp.' });
  });

  it('never throws anything but Hl7Error on random input', () => {
    const alphabet = 'MSHPIDOBRX|^~\\&\r\n0123456789.';
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 500; i++) {
      const len = Math.floor(rand() * 120);
      let text = rand() < 0.5 ? `${MSH()}\r` : '';
      for (let j = 0; j < len; j++) text += alphabet.charAt(Math.floor(rand() * alphabet.length));
      try {
        read(text);
      } catch (e) {
        expect(e).toBeInstanceOf(Hl7Error);
      }
    }
  });
});
