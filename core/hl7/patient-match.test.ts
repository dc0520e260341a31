import { describe, expect, it } from 'vitest';
import type { Hl7PatientIdentifier } from './oru-r01';
import { hasFamilyName, mrnForAuthority, patientMismatch } from './patient-match';

const id = (value: string, authorityIds: string[], typeCode = 'MR'): Hl7PatientIdentifier => ({ value, assigningAuthority: authorityIds[0] ?? '', authorityIds, typeCode });

describe('mrnForAuthority', () => {
  const identifiers = [id('111', ['OTHERLAB']), id('222', ['ACME', '2.16.840.1.113883.19.3']), id('333', ['ACME'], 'PI')];

  it('takes the MR of the key’s authority, by namespace or universal id, whatever the case', () => {
    expect(mrnForAuthority(identifiers, 'ACME')).toBe('222');
    expect(mrnForAuthority(identifiers, 'acme')).toBe('222');
    expect(mrnForAuthority(identifiers, '2.16.840.1.113883.19.3')).toBe('222');
  });

  it('never takes an MRN of another authority, even when it is the only identifier', () => {
    expect(mrnForAuthority([id('111', ['OTHERLAB'])], 'ACME')).toBeNull();
  });

  it('for a key without an authority, takes only an identifier sent without one', () => {
    expect(mrnForAuthority(identifiers, null)).toBeNull();
    expect(mrnForAuthority([id('444', [], '')], null)).toBe('444');
    expect(mrnForAuthority([id('444', [], ''), id('555', [], '')], null)).toBeNull();
  });
});

describe('hasFamilyName', () => {
  it('compares whole words without regard to case, accents or punctuation', () => {
    expect(hasFamilyName('Ana García López', 'GARCIA LOPEZ')).toBe(true);
    expect(hasFamilyName('Zoë Müller-Lüdenscheidt', 'muller ludenscheidt')).toBe(true);
    expect(hasFamilyName("Seán O'Brien", 'OBrien')).toBe(false);
    expect(hasFamilyName('Karen Critical', 'Crit')).toBe(false);
    expect(hasFamilyName('Karen Critical', '')).toBe(false);
  });
});

describe('patientMismatch', () => {
  const chart = { fullName: 'Karen Critical', birthDate: '1956-03-12', birthDateEstimated: false };

  it('confirms the patient when birth date and family name agree', () => {
    expect(patientMismatch({ birthDate: '1956-03-12', familyName: 'CRITICAL' }, chart)).toBeNull();
  });

  it('refuses another birth date, another family name, a missing one, or an estimated chart birth date', () => {
    expect(patientMismatch({ birthDate: '1956-03-13', familyName: 'Critical' }, chart)).toMatch(/birth date the lab sent \(1956-03-13\)/);
    expect(patientMismatch({ birthDate: '1956-03-12', familyName: 'Other' }, chart)).toMatch(/family name the lab sent \(Other\)/);
    expect(patientMismatch({ birthDate: null, familyName: 'Critical' }, chart)).toMatch(/no birth date/);
    expect(patientMismatch({ birthDate: '1956-03-12', familyName: '' }, chart)).toMatch(/no family name/);
    expect(patientMismatch({ birthDate: '1956-03-12', familyName: 'Critical' }, { ...chart, birthDateEstimated: true })).toMatch(/estimated/);
  });
});
