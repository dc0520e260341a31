import { msg } from '../../../../core/i18n/msg';
import { CDS_OVERRIDE_REASON_SYSTEM, CDS_OVERRIDE_REASONS, type CdsOverrideReasonCount } from '../../../../core/schemas/cds-feedback';
import { t } from '../../i18n';

// A CDS card's rule id in words for the owners' override table: the check family in the reader's
// language and what it names (the drug pair, the drug or class, the rule's threshold), as the id
// spells it (worker/cds/cards.ts alertRuleId; core/reference/patient-checks rule ids).

const FAMILIES: Readonly<Record<string, string>> = {
  interaction: msg('cds rule::Interaction'),
  allergy: msg('cds rule::Allergy'),
  renal: msg('cds rule::Kidney function'),
  potassium: msg('cds rule::Potassium'),
  qt: msg('cds rule::QT prolongation'),
  duplication: msg('cds rule::Duplicate therapy'),
  beers: msg('cds rule::Older adults (AGS Beers Criteria)'),
  pregnancy: msg('cds rule::Pregnancy'),
  lactation: msg('cds rule::Breastfeeding'),
  calculator: msg('cds rule::Calculator'),
};

export interface RuleWords {
  /** The family in the reader's language; the id itself for a rule this screen does not know. */
  family: string;
  /** What the rule names, as its id spells it ('' when nothing). */
  subject: string;
}

const spelled = (part: string) => part.split('+').map((p) => p.replace(/-/g, ' ')).join(' + ');

/**
 * `interaction.aspirin+warfarin` → Interaction: aspirin + warfarin; `renal.metformin.egfr-lt-30` →
 * Kidney function: metformin (egfr lt 30). The Beers table number (t2, t3) is left out.
 */
export function ruleWords(ruleId: string): RuleWords {
  if (ruleId === 'not-checked') return { family: t('cds rule::Not checked (data missing)'), subject: '' };
  const [family = '', ...rest] = ruleId.split('.');
  const known = FAMILIES[family];
  if (!known) return { family: ruleId, subject: '' };
  const parts = family === 'beers' && /^t\d$/.test(rest[0] ?? '') ? rest.slice(1) : rest;
  const [head = '', ...tail] = parts;
  return { family: t(known), subject: `${spelled(head)}${tail.length > 0 ? ` (${spelled(tail.join('.'))})` : ''}` };
}

const REASONS: ReadonlyMap<string, string> = new Map(CDS_OVERRIDE_REASONS.map((r) => [r.code, r.display]));

/** An override reason in words: MedAssist's own in the reader's language, an EHR's own as it named it. */
export function reasonWords(reason: Pick<CdsOverrideReasonCount, 'system' | 'code' | 'display'>): string {
  if (reason.code === null) return t('No reason given');
  const ours = reason.system === CDS_OVERRIDE_REASON_SYSTEM ? REASONS.get(reason.code) : undefined;
  return ours ? t(ours) : (reason.display ?? reason.code);
}
