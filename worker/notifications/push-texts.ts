import type { Locale } from '../../core/i18n/locales';

// What a push says, in the recipient's language (issue #23): the phone shows it as it arrives,
// before the app (and its catalogues) opens, so the Worker writes it; a table here, as the Worker
// loads no catalogue. The texts say only that something waits, never who or what.

export type PushText =
  | 'criticalWaiting' | 'criticalStillWaiting' | 'criticalOnCall' | 'criticalEscalated'
  | 'criticalBody' | 'criticalHandoffBody' | 'message' | 'messageBody' | 'appointment' | 'appointmentBody';

export const PUSH_TEXTS: Record<Locale, Record<PushText, string>> = {
  en: {
    criticalWaiting: 'Critical result waiting — open MedAssist',
    criticalStillWaiting: 'Critical result still unreviewed — open MedAssist',
    criticalOnCall: 'Critical result unreviewed — you are on call — open MedAssist',
    criticalEscalated: 'Critical result unreviewed — escalated to you — open MedAssist',
    criticalBody: 'A critical result is waiting for review.',
    criticalHandoffBody: 'A critical result has waited through several alerts without review.',
    message: 'New message — open MedAssist',
    messageBody: 'You have a new message.',
    appointment: 'Appointment soon — open MedAssist',
    appointmentBody: 'An appointment starts soon.',
  },
  de: {
    criticalWaiting: 'Kritischer Befund wartet — MedAssist öffnen',
    criticalStillWaiting: 'Kritischer Befund noch ungeprüft — MedAssist öffnen',
    criticalOnCall: 'Kritischer Befund ungeprüft — Sie haben Bereitschaft — MedAssist öffnen',
    criticalEscalated: 'Kritischer Befund ungeprüft — an Sie weitergeleitet — MedAssist öffnen',
    criticalBody: 'Ein kritischer Befund wartet auf Prüfung.',
    criticalHandoffBody: 'Ein kritischer Befund ist trotz mehrerer Alarme noch nicht geprüft.',
    message: 'Neue Nachricht — MedAssist öffnen',
    messageBody: 'Sie haben eine neue Nachricht.',
    appointment: 'Termin in Kürze — MedAssist öffnen',
    appointmentBody: 'Ein Termin beginnt in Kürze.',
  },
  fr: {
    criticalWaiting: 'Résultat critique en attente — ouvrir MedAssist',
    criticalStillWaiting: 'Résultat critique toujours non vérifié — ouvrir MedAssist',
    criticalOnCall: 'Résultat critique non vérifié — vous êtes d’astreinte — ouvrir MedAssist',
    criticalEscalated: 'Résultat critique non vérifié — il vous est transmis — ouvrir MedAssist',
    criticalBody: 'Un résultat critique attend d’être vérifié.',
    criticalHandoffBody: 'Un résultat critique n’a toujours pas été vérifié malgré plusieurs alertes.',
    message: 'Nouveau message — ouvrir MedAssist',
    messageBody: 'Vous avez un nouveau message.',
    appointment: 'Rendez-vous imminent — ouvrir MedAssist',
    appointmentBody: 'Un rendez-vous commence bientôt.',
  },
};
