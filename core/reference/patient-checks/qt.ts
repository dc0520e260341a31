// QT (issue 35, DESIGN.md §9): a drug with a known risk of torsade de pointes (the catalogue's
// 'qt-prolonging' class, CredibleMeds "known risk") being added when the latest measured QTc is
// already prolonged. Above the sex-specific limit is moderate, 500 ms or more major. Without a QTc
// the limit is named as not checked; without a recorded sex the lower (men's) limit is used and the
// finding says so.
import { message } from '../../i18n/message';
import { msg } from '../../i18n/msg';
import type { ClinicalLevel } from '../clinical-levels';
import type { Drug } from '../drug-classes';
import { basisOf, notCheckedFor } from './basis';
import type { PatientCheck, PatientContext, PatientFinding } from './types';

/** The catalogue class the check reads (its membership: CredibleMeds QTdrugs list, known risk of TdP). */
export const QT_DRUG_CLASS = 'qt-prolonging';

/** The QTc limits, each with its source; the check reads them from here. */
export const QT_THRESHOLDS = {
  prolonged: {
    /** QTc above this (ms) is prolonged. */
    male: 450,
    female: 470,
    level: 'moderate' as ClinicalLevel,
    source:
      'CPMP Points to consider: the assessment of the potential for QT interval prolongation by non-cardiovascular medicinal products (EMEA, CPMP/986/96, 1997): QTc > 450 ms (men) and > 470 ms (women) prolonged',
  },
  high: {
    /** QTc at or above this (ms), either sex. */
    ms: 500,
    level: 'major' as ClinicalLevel,
    source:
      'Drew et al., Prevention of torsade de pointes in hospital settings, AHA/ACCF scientific statement, Circulation 2010;121:1047-60: a QTc over 500 ms marks a high risk of torsade de pointes',
  },
} as const;

function isQtDrug(drug: Drug): boolean {
  return (drug.classes as readonly string[]).includes(QT_DRUG_CLASS);
}

function qtFinding(drug: Drug, patient: PatientContext): PatientFinding | undefined {
  const qtc = patient.qtcMs!;
  const basis = [basisOf(msg('QTc'), qtc)];
  const common = { kind: 'qt' as const, drugs: [drug.name], basis };
  if (qtc.value >= QT_THRESHOLDS.high.ms) {
    return {
      ...common,
      ruleId: 'qt.known-risk.qtc-ge-500',
      level: QT_THRESHOLDS.high.level,
      message: message(msg('{drug} has a known risk of torsade de pointes, and the latest QTc is {qtc} ms: 500 ms or more.'), { drug: drug.name, qtc: qtc.value }),
      management: message(msg('Avoid starting it: choose a drug without QT risk. If none will do, correct potassium and magnesium and monitor the ECG.'), {}),
      source: QT_THRESHOLDS.high.source,
    };
  }
  const { prolonged } = QT_THRESHOLDS;
  const limit = patient.sex === 'female' ? prolonged.female : prolonged.male;
  if (qtc.value <= limit) return undefined;
  const values = { drug: drug.name, qtc: qtc.value, limit };
  return {
    ...common,
    ruleId: 'qt.known-risk.qtc-prolonged',
    level: prolonged.level,
    message:
      patient.sex === null
        ? message(msg('{drug} has a known risk of torsade de pointes, and the latest QTc, {qtc} ms, is above {limit} ms: the men’s limit, used because the chart records no sex.'), values)
        : patient.sex === 'female'
          ? message(msg('{drug} has a known risk of torsade de pointes, and the latest QTc, {qtc} ms, is above the limit for women, {limit} ms.'), values)
          : message(msg('{drug} has a known risk of torsade de pointes, and the latest QTc, {qtc} ms, is above the limit for men, {limit} ms.'), values),
    management: message(msg('Prefer a drug without QT risk. If it is needed, correct potassium and magnesium, review other QT-prolonging drugs and repeat the ECG after starting.'), {}),
    source: prolonged.source,
  };
}

/** The QTc limits of each known-risk QT drug in the product being added. */
export const checkQt: PatientCheck = ({ adding, patient }) => {
  const findings: PatientFinding[] = [];
  const notChecked = [];
  for (const drug of adding.ingredients.filter(isQtDrug)) {
    if (patient.qtcMs === null) {
      notChecked.push(notCheckedFor(msg('QTc'), message(msg('the QTc limit of {drug}'), { drug: drug.name })));
      continue;
    }
    const finding = qtFinding(drug, patient);
    if (finding) findings.push(finding);
  }
  return { findings, notChecked };
};
