import { msg } from '../../../../core/i18n/msg';
import type { SmartProblem } from '../../../../core/schemas/smart-launch';

/** What each reason the Worker names (worker/routes/smart.ts) means for the user, and what to do. */
export const SMART_PROBLEM_TEXT: Record<SmartProblem, string> = {
  'no-iss': msg('The EHR did not say which FHIR server it is (no “iss”), or the launch waited too long. Open MedAssist from the EHR again.'),
  'bad-iss': msg('The EHR’s address (“iss”) is not a usable https:// address.'),
  role: msg('Your role in this clinic does not include reading clinical data, so MedAssist cannot open the EHR’s patient for you.'),
  unregistered: msg('This EHR is not registered for SMART launch in your clinic. An owner can register it under Clinic → EHR connections (its FHIR server and the SMART client id the EHR gave MedAssist). MedAssist did not contact it.'),
  'ehr-configuration': msg('The EHR’s SMART configuration could not be read or is not usable (it must offer PKCE with S256 and https endpoints).'),
  'signed-out': msg('You were signed out during the launch. Sign in and open MedAssist from the EHR again.'),
  'unknown-state': msg('This answer from the EHR does not belong to a launch of this browser session (or the launch took longer than 10 minutes). Open MedAssist from the EHR again.'),
  refused: msg('Access was not granted at the EHR, so MedAssist has not read the patient’s record.'),
  'ehr-answer': msg('The EHR answered with an error instead of an authorization.'),
  token: msg('The EHR did not give MedAssist access (its token request failed).'),
  'no-patient': msg('The EHR gave access but named no patient.'),
  'id-token': msg('The EHR’s identity token for the signed-in EHR user could not be verified (its signature, issuer, audience or expiry), so MedAssist did not open the patient.'),
  framed: msg('This browser does not keep your MedAssist sign-in inside the EHR’s window (it refuses the cookie such a window needs). Open MedAssist in a new window: the same patient opens there.'),
  'linked-elsewhere': msg('The EHR user who opened MedAssist is linked to another MedAssist user. Sign in to MedAssist as that user, or ask a clinic owner to check the link; MedAssist did not open the patient for you.'),
};
