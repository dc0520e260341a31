import { msg } from '../../../../core/i18n/msg';
import { parseScope, type SmartResourceType } from '../../../../core/oauth/scopes';
import { t } from '../../i18n';

// SMART scopes in plain words for the consent page (core/oauth/scopes.ts reads them the same way).

const TYPES: Record<Exclude<SmartResourceType, 'Practitioner'> | '*', string> = {
  '*': msg('smart scope::the whole record'), Patient: msg('smart scope::demographics (name, birth date, contact details)'), Observation: msg('smart scope::vital signs and lab values'),
  Condition: msg('smart scope::problems and diagnoses'), AllergyIntolerance: msg('smart scope::allergies'), MedicationRequest: msg('smart scope::medications'),
  Immunization: msg('smart scope::immunizations'), Procedure: msg('smart scope::procedures'), Encounter: msg('smart scope::visits'), DiagnosticReport: msg('smart scope::lab and imaging reports'),
};

/** One scope as a sentence the user can consent to. */
export function scopeWords(scope: string): string {
  const parsed = parseScope(scope);
  if (!parsed) return scope;
  if (parsed.kind === 'plain') {
    switch (parsed.scope) {
      case 'launch': return t('Open on the patient MedAssist launched it with');
      case 'launch/patient': return t('Know which patient you choose');
      case 'offline_access': return t('Keep reading while you are away, until an owner ends it');
      case 'online_access': return t('Keep reading while you are signed in');
      case 'openid': return t('Know that it is you who signed in (your MedAssist user number)');
      case 'fhirUser': return t('Read your name as your colleagues see it');
    }
  }
  const how = parsed.read && parsed.search ? t('Read and search') : parsed.read ? t('Read') : t('Search');
  // A Practitioner is a member of the clinic, never a patient's record (user/ and system/ scopes only).
  if (parsed.resourceType === 'Practitioner') return t('{how}: the names of the clinic’s members', { how });
  const what = t(TYPES[parsed.resourceType]);
  return parsed.context === 'patient' ? t('{how}: {what}, of the chosen patient only', { how, what }) : t('{how}: {what}, of every patient you may see', { how, what });
}
