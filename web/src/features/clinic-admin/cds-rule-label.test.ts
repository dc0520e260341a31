import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CDS_OVERRIDE_REASON_SYSTEM } from '../../../../core/schemas/cds-feedback';
import { activateLocale } from '../../i18n';
import { reasonWords, ruleWords } from './cds-rule-label';

describe('CDS rule ids in words', () => {
  beforeAll(() => activateLocale('en'));
  it('names the family and what the rule names: the drug pair, the drug, the class', () => {
    expect(ruleWords('interaction.aspirin+warfarin')).toEqual({ family: 'Interaction', subject: 'aspirin + warfarin' });
    expect(ruleWords('allergy.penicillin')).toEqual({ family: 'Allergy', subject: 'penicillin' });
    expect(ruleWords('renal.metformin.egfr-lt-30')).toEqual({ family: 'Kidney function', subject: 'metformin (egfr lt 30)' });
    expect(ruleWords('potassium.eplerenone.gt-5.5')).toEqual({ family: 'Potassium', subject: 'eplerenone (gt 5.5)' });
    expect(ruleWords('duplication.class.ssri')).toEqual({ family: 'Duplicate therapy', subject: 'class (ssri)' });
    expect(ruleWords('beers.t3.falls.benzodiazepines')).toEqual({ family: 'Older adults (AGS Beers Criteria)', subject: 'falls (benzodiazepines)' });
    expect(ruleWords('lactation.amiodarone')).toEqual({ family: 'Breastfeeding', subject: 'amiodarone' });
    expect(ruleWords('calculator.prevent')).toEqual({ family: 'Calculator', subject: 'prevent' });
    expect(ruleWords('not-checked')).toEqual({ family: 'Not checked (data missing)', subject: '' });
  });
  it('shows a rule it does not know by its id rather than hiding it', () => {
    expect(ruleWords('vaccine.flu')).toEqual({ family: 'vaccine.flu', subject: '' });
  });
  it('words MedAssist’s own override reasons; an EHR’s own by its display or code; none as none', () => {
    expect(reasonWords({ system: CDS_OVERRIDE_REASON_SYSTEM, code: 'will-monitor', display: null })).toBe('Will monitor the patient or adjust the dose');
    expect(reasonWords({ system: 'https://example.com/cds-hooks/override-reason-system', code: 'd7ecf885', display: null })).toBe('d7ecf885');
    expect(reasonWords({ system: 'urn:ehr', code: 'x1', display: 'Patient declined' })).toBe('Patient declined');
    expect(reasonWords({ system: null, code: null, display: null })).toBe('No reason given');
  });
});

describe('CDS rule ids in German', () => {
  beforeAll(() => activateLocale('de'));
  afterAll(() => activateLocale('en'));
  it('words the family and MedAssist’s reasons in the reader’s language', () => {
    expect(ruleWords('interaction.aspirin+warfarin')).toEqual({ family: 'Wechselwirkung', subject: 'aspirin + warfarin' });
    expect(reasonWords({ system: CDS_OVERRIDE_REASON_SYSTEM, code: 'benefit-outweighs-risk', display: null })).toBe('Der Nutzen überwiegt das Risiko');
  });
});
