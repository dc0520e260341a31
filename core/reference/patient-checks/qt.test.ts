import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/message';
import { DRUGS } from '../drugs';
import { PATIENT_CHECKS } from './check-patient';
import { checkQt, QT_DRUG_CLASS, QT_THRESHOLDS } from './qt';
import { checkInput, measured, patientContext, product } from './testing/patient';
import type { PatientContext } from './types';

const qtc = (ms: number, sex: PatientContext['sex'] = 'male') => patientContext({ sex, qtcMs: measured(ms, 'ms', { date: '2026-10-20' }) });
const check = (patient: PatientContext, ...ids: string[]) => checkQt(checkInput(product(ids.join(' + '), ...ids), [], patient));

describe('a known-risk QT drug with a prolonged QTc', () => {
  it('is moderate above 450 ms for a man, with the QTc and its date as basis', () => {
    const { findings, notChecked } = check(qtc(460), 'citalopram');
    expect(notChecked).toEqual([]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'qt', ruleId: 'qt.known-risk.qtc-prolonged', level: 'moderate', drugs: ['Citalopram'], basis: [{ name: 'QTc', value: 460, unit: 'ms', date: '2026-10-20' }] });
    expect(englishText(findings[0]!.message)).toBe('Citalopram has a known risk of torsade de pointes, and the latest QTc, 460 ms, is above the limit for men, 450 ms.');
    expect(findings[0]!.source).toContain('CPMP/986/96');
  });

  it('uses 470 ms for a woman: 460 ms does not alert, 471 ms does', () => {
    expect(check(qtc(460, 'female'), 'citalopram').findings).toEqual([]);
    const [finding] = check(qtc(471, 'female'), 'citalopram').findings;
    expect(finding?.level).toBe('moderate');
    expect(englishText(finding!.message)).toContain('above the limit for women, 470 ms');
  });

  it('is exactly at the limit not above it (450 ms man, 470 ms woman), and 451 ms is', () => {
    expect(check(qtc(450), 'azithromycin').findings).toEqual([]);
    expect(check(qtc(470, 'female'), 'azithromycin').findings).toEqual([]);
    expect(check(qtc(451), 'azithromycin').findings).toHaveLength(1);
  });

  it('is major at 500 ms or more in either sex, citing the AHA/ACCF statement', () => {
    for (const patient of [qtc(500), qtc(500, 'female'), qtc(530, null)]) {
      const [finding] = check(patient, 'haloperidol').findings;
      expect(finding).toMatchObject({ ruleId: 'qt.known-risk.qtc-ge-500', level: 'major' });
      expect(finding!.source).toContain('Circulation 2010');
    }
    expect(check(qtc(499), 'haloperidol').findings[0]?.level).toBe('moderate');
  });

  it('uses the men’s lower limit when the chart records no sex, and says so', () => {
    const [finding] = check(qtc(460, null), 'ondansetron').findings;
    expect(finding?.level).toBe('moderate');
    expect(englishText(finding!.message)).toBe('Ondansetron has a known risk of torsade de pointes, and the latest QTc, 460 ms, is above 450 ms: the men’s limit, used because the chart records no sex.');
    expect(check(qtc(450, null), 'ondansetron').findings).toEqual([]);
  });
});

describe('what does not alert', () => {
  it('a normal QTc with a QT drug, and a long QTc with a drug without known QT risk', () => {
    expect(check(qtc(420), 'citalopram')).toEqual({ findings: [], notChecked: [] });
    expect(check(qtc(520), 'sertraline')).toEqual({ findings: [], notChecked: [] });
  });
});

describe('without a QTc', () => {
  it('names the QT drug’s limit as not checked, and says nothing for other drugs', () => {
    const { findings, notChecked } = check(patientContext(), 'amoxicillin', 'clarithromycin');
    expect(findings).toEqual([]);
    expect(notChecked.map(englishText)).toEqual(['No QTc in the chart: the QTc limit of Clarithromycin was not checked.']);
    expect(check(patientContext(), 'sertraline')).toEqual({ findings: [], notChecked: [] });
  });
});

describe('the QT data', () => {
  it('has its limits with a source each, and the class it reads has members', () => {
    expect(QT_THRESHOLDS.prolonged).toMatchObject({ male: 450, female: 470, level: 'moderate' });
    expect(QT_THRESHOLDS.high).toMatchObject({ ms: 500, level: 'major' });
    for (const { source } of Object.values(QT_THRESHOLDS)) expect(source.trim()).not.toBe('');
    expect(DRUGS.filter((d) => (d.classes as readonly string[]).includes(QT_DRUG_CLASS)).length).toBeGreaterThan(10);
  });

  it('runs with every patient check', () => {
    expect(PATIENT_CHECKS).toContain(checkQt);
  });
});
