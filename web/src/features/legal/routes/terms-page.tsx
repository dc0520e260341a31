import { LegalPage } from '../components/legal-page';
import { t } from '../../../i18n';

/** /policies/terms (linked from the login screen). */
export default function TermsPage() {
  return (
    <LegalPage title={t('Terms of Service')} updated="2026-11-22T12:00:00">
      <p>MedAssist is clinical support software for physicians and clinic staff. These terms apply to every user of a clinic account.</p>
      <h2>Clinical responsibility</h2>
      <p>Calculators, reference material and the AI assistant support clinical judgement; they do not replace it. Check results against the source cited on each page before acting on them. The AI assistant can be wrong and says so; never use it as the only basis for a decision.</p>
      <h2>Your clinic and your account</h2>
      <ul>
        <li>Registering without an invite code creates a new clinic that you own; registering with an invite code joins the clinic that issued it.</li>
        <li>Keep your password to yourself. Every read or change of patient data is recorded in your clinic's audit trail under your name.</li>
        <li>Only enter patient data you are entitled to process for your clinic, and only with the legal basis your jurisdiction requires.</li>
      </ul>
      <h2>Availability</h2>
      <p>We aim for continuous availability but the service may be interrupted. Keep your clinic's own records of anything that must not be lost; the clinic owner can export all clinic data at any time.</p>
      <h2>Privacy</h2>
      <p>How we keep and protect data is described in the <a href="/policies/privacy">Privacy Notice</a>.</p>
    </LegalPage>
  );
}
