import { LegalPage } from '../components/legal-page';
import { t } from '../../../i18n';

/** /policies/privacy: what the product keeps, where, for how long and who sees it — as the code does it. */
export default function PrivacyPage() {
  return (
    <LegalPage title={t('Privacy Notice')} updated="2026-11-22T12:00:00">
      <h2>What we keep</h2>
      <ul>
        <li><strong>Your account:</strong> name, e-mail, username, specialty, country, and the profile details you choose to add. Your password is never stored, only a salted PBKDF2-SHA256 hash of it.</li>
        <li><strong>Your clinic's records:</strong> patients, clinical notes, appointments, lab and imaging results and messages that your clinic's users enter.</li>
        <li><strong>An audit trail:</strong> who read or changed which patient's record and when (no record contents).</li>
        <li><strong>Sessions:</strong> a random session id in one cookie (<code>__Host-sid</code>, or <code>sid</code> on a local http server; HttpOnly). No advertising or analytics cookies, no third-party trackers.</li>
      </ul>
      <h2>Where</h2>
      <p>On Cloudflare's platform: records in a D1 database, sessions in Workers KV, live notifications in a Durable Object per user. Your country is read from the request at the network edge to pre-fill registration; no third-party geolocation service is called.</p>
      <h2>For how long</h2>
      <ul>
        <li>Sessions end after 30 minutes without activity and at most 12 hours after sign-in, or when you log out.</li>
        <li>Each user's hub keeps its most recent 200 live notifications so a reconnecting phone receives what it missed.</li>
        <li>A deleted patient is hidden at once and kept, recoverable by the clinic owner, until the clinic asks for permanent erasure.</li>
        <li>Clinic records are kept for as long as the clinic's account exists.</li>
      </ul>
      <h2>Who can see it</h2>
      <ul>
        <li>Only users of your own clinic see your clinic's records; every query is restricted to the clinic of the signed-in user, and another clinic's record answers as if it did not exist.</li>
        <li>The clinic owner also sees the audit trail and manages invitations and lab-integration keys.</li>
        <li>When you use the AI assistant, your question (and any image or patient context you attach) is sent to the clinic's configured AI provider to produce the answer. Prompts, images and answers are not written to our logs.</li>
      </ul>
      <h2>On your device</h2>
      <p>The browser keeps only the install-prompt settings (whether the app was installed, and when the prompt last showed). Patient data is not stored in your browser's storage; it lives in memory while a page is open and is cleared when you log out.</p>
    </LegalPage>
  );
}
