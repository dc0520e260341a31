import { msg } from '../i18n/msg';

// What physicians did with MedAssist's CDS Hooks cards (CDS Hooks 2.0 "Feedback"), per EHR
// connection and rule, as owners read it in clinic administration: the alert-fatigue signal.

/** The code system of the override reasons MedAssist offers on its cards (card.overrideReasons). */
export const CDS_OVERRIDE_REASON_SYSTEM = 'urn:medassist:cds-override-reason';

/** Why a physician goes ahead anyway: offered on every card with a finding, and read back from feedback. */
export const CDS_OVERRIDE_REASONS = [
  { code: 'benefit-outweighs-risk', display: msg('Benefit outweighs the risk') },
  { code: 'will-monitor', display: msg('Will monitor the patient or adjust the dose') },
  { code: 'tolerated-before', display: msg('Patient has tolerated this before') },
  { code: 'not-applicable', display: msg('Does not apply to this patient') },
] as const;

/** The window the owners' figures cover; sent cards are deleted once older (worker/db/queries/cds-cards.ts). */
export const CDS_FEEDBACK_DAYS = 90;

/** One override reason of a rule: a Coding as the EHR sent it (MedAssist's or the EHR's own), or none given. */
export interface CdsOverrideReasonCount {
  system: string | null;
  code: string | null;
  display: string | null;
  count: number;
}

export interface CdsRuleFeedback {
  /** The card's source.topic.code: interaction.<drugs>, allergy.<drugs>, renal.<drug>.<rule> … or not-checked. */
  ruleId: string;
  /** The most urgent indicator the rule's cards carried. */
  indicator: 'info' | 'warning' | 'critical';
  sent: number;
  accepted: number;
  overridden: number;
  /** overridden ÷ sent (0 to 1): cards the EHR never reported on count as sent, not overridden. */
  overrideRate: number;
  /** The most common reasons, most frequent first (at most three). */
  reasons: CdsOverrideReasonCount[];
}

export interface CdsConnectionFeedback {
  id: number;
  name: string;
  /** Removed by an owner: still listed while its cards are in the window. */
  removed: boolean;
  /** Highest override rate first, then most cards sent. */
  rules: CdsRuleFeedback[];
}

/** GET /api/clinic/cds-feedback. */
export interface CdsFeedbackStats {
  days: number;
  /** ISO date-time: cards sent since then are counted. */
  since: string;
  connections: CdsConnectionFeedback[];
}
