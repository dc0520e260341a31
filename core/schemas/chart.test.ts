import { describe, expect, it } from 'vitest';
import { MedicationInputSchema, ObservationInputSchema, ProblemInputSchema } from './chart';
import { LOINC, UCUM } from './coding';
import { fhirDateTimeStartMs, isFhirDateTime } from './fhir-dates';
import { PatientInputSchema } from './patients';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('chart input schemas', () => {
  it('accepts a Synthea blood pressure panel with its components and keeps the values at full precision', () => {
    const r = ObservationInputSchema.safeParse({
      category: 'vital-signs',
      codings: [{ system: LOINC, code: '55284-4', display: 'Blood Pressure' }],
      text: 'Blood Pressure',
      effectiveAt: '2011-08-20T23:25:08+00:00',
      components: [
        { codings: [{ system: LOINC, code: '8462-4', display: 'Diastolic Blood Pressure' }], valueNumber: 79.59426017010344, unit: 'mm[Hg]' },
        { codings: [{ system: LOINC, code: '8480-6', display: 'Systolic Blood Pressure' }], valueNumber: 115.00609084631343, unit: 'mm[Hg]' },
      ],
    });
    expect(r.success).toBe(true);
    expect(r.data?.components?.[1]?.valueNumber).toBe(115.00609084631343);
    expect(r.data?.effectiveAt).toBe('2011-08-20T23:25:08+00:00');
    expect(r.data?.status).toBe('final');
  });

  it('asks for a value and for what was measured', () => {
    expect(firstMessage(ObservationInputSchema.safeParse({ category: 'laboratory', text: 'Glucose', effectiveAt: '2026-11-01' }))).toBe('Please enter a value.');
    expect(firstMessage(ObservationInputSchema.safeParse({ category: 'laboratory', valueNumber: 5, unit: UCUM, effectiveAt: '2026-11-01' }))).toBe(
      'Please enter what was measured or choose a LOINC code.',
    );
  });

  it('keeps a code exactly as received and refuses one padded with spaces', () => {
    const ok = ProblemInputSchema.parse({ codings: [{ system: 'http://snomed.info/sct', code: '44054006' }] });
    expect(ok.codings[0]).toEqual({ system: 'http://snomed.info/sct', code: '44054006' });
    expect(ok.clinicalStatus).toBe('active');
    expect(firstMessage(ProblemInputSchema.safeParse({ codings: [{ system: 'http://snomed.info/sct', code: ' 44054006' }] }))).toBe('Codes cannot start or end with a space.');
    expect(firstMessage(ProblemInputSchema.safeParse({ text: '' }))).toBe('Please enter the problem or choose a code.');
  });

  it('asks for a real reason when overriding a medication alert', () => {
    expect(firstMessage(MedicationInputSchema.safeParse({ text: 'Amoxicillin', overrideReason: 'ok' }))).toBe('Please give a reason for the override (at least 5 characters).');
  });
});

describe('FHIR dates', () => {
  it('accepts a year, month, day or a time with its zone, and refuses impossible days', () => {
    for (const ok of ['2011', '2011-08', '2011-08-20', '2011-08-20T23:25:08+00:00', '2011-08-20T23:25:08.361Z', '2024-02-29']) expect(isFhirDateTime(ok)).toBe(true);
    for (const bad of ['2011-13', '2023-02-29', '2011-08-20T23:25:08', '20-08-2011', '2011-08-20T24:00:00Z']) expect(isFhirDateTime(bad)).toBe(false);
  });

  it('orders by the instant a date starts at, in UTC', () => {
    expect(fhirDateTimeStartMs('2011-08-20T23:25:08+02:00')).toBe(Date.parse('2011-08-20T21:25:08Z'));
    expect(fhirDateTimeStartMs('2011-08')).toBe(Date.parse('2011-08-01T00:00:00Z'));
  });
});

describe('patient input', () => {
  it('still takes the spec form: an age and a gender', () => {
    const r = PatientInputSchema.safeParse({ fullName: 'Jane Roe', age: '45', gender: 'Female' });
    expect(r.success).toBe(true);
    expect(r.data?.age).toBe(45);
  });

  it('takes a birth date and a FHIR sex instead, and asks for one of age or birth date', () => {
    expect(PatientInputSchema.safeParse({ fullName: 'Jane Roe', birthDate: '1980-02-29', sex: 'female' }).success).toBe(true);
    expect(firstMessage(PatientInputSchema.safeParse({ fullName: 'Jane Roe', age: '', gender: 'Female' }))).toBe('Please enter an age or a date of birth.');
    expect(firstMessage(PatientInputSchema.safeParse({ fullName: 'Jane Roe', birthDate: '1981-02-29', gender: 'Female' }))).toBe('Please enter a real date as YYYY-MM-DD.');
  });
});
