// CDS Hooks 2.0 cards (cds-hooks.hl7.org/2.0 "Card Attributes") from the chart's findings, as
// DESIGN.md §9 describes them: one card per finding, the indicator from the four-level severity, a
// summary under 140 characters, markdown detail with the source and the values used, override
// reasons, a suggestion that removes the draft order (and one that replaces it by each alternative the
// rule's source names, core/reference/alternatives.ts), and a plain link to the finding in MedAssist.
// The rule that fired travels as the card's source.topic, so feedback is kept per rule.
import { englishText } from '../../core/i18n/message';
import type { AlternativeView } from '../../core/reference/alternatives';
import type { ClinicalLevel } from '../../core/reference/clinical-levels';
import type { PatientFinding } from '../../core/reference/patient-checks/types';
import { CDS_OVERRIDE_REASON_SYSTEM, CDS_OVERRIDE_REASONS } from '../../core/schemas/cds-feedback';
import type { MedicationSafetyAlert } from '../../core/schemas/chart';
import { RXNORM } from '../../core/schemas/coding';
import { findingAlternatives } from '../chart/patient-alerts';

export type CardIndicator = 'info' | 'warning' | 'critical';

export interface CdsCoding {
  system: string;
  code: string;
  display?: string;
}

export interface CdsAction {
  type: 'create' | 'update' | 'delete';
  description: string;
  /** The resource a create (or update) action proposes. */
  resource?: Record<string, unknown>;
  /** The resource a delete action removes, a relative reference ("MedicationRequest/123"): a string in CDS Hooks 2.0 §Action, not an array. */
  resourceId?: string;
}

export interface CdsSuggestion {
  label: string;
  uuid: string;
  isRecommended?: boolean;
  actions: CdsAction[];
}

export interface CdsCard {
  uuid: string;
  summary: string;
  detail?: string;
  indicator: CardIndicator;
  source: { label: 'MedAssist'; url: string; topic?: CdsCoding };
  overrideReasons?: CdsCoding[];
  selectionBehavior?: 'at-most-one' | 'any';
  suggestions?: CdsSuggestion[];
  links?: { label: string; url: string; type: 'absolute' }[];
}

/** The CDS Hooks answer. MedAssist never proposes system actions. */
export interface CdsResponse {
  cards: CdsCard[];
  systemActions: [];
}

/** DESIGN.md §9: critical for contraindicated and major, warning moderate, info minor. */
export const INDICATOR: Readonly<Record<ClinicalLevel, CardIndicator>> = { contraindicated: 'critical', major: 'critical', moderate: 'warning', minor: 'info' };

/** The code system of the rule ids on cards (source.topic), and of the override reasons. */
export const RULE_SYSTEM = 'urn:medassist:cds-rule';
export const OVERRIDE_REASON_SYSTEM = CDS_OVERRIDE_REASON_SYSTEM;

/** Why a physician goes ahead anyway: offered on every card with a finding (the feedback carries one back). */
export const OVERRIDE_REASONS: readonly CdsCoding[] = CDS_OVERRIDE_REASONS.map(({ code, display }) => ({ system: OVERRIDE_REASON_SYSTEM, code, display }));

/** A spec summary is under 140 characters: longer ones are cut at a word with an ellipsis. */
export function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length < 140) return flat;
  const cut = flat.slice(0, 138);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : 138).replace(/[\s,;:]+$/, '')}…`;
}

/** The draft order a card is about (order hooks): its label, FHIR reference, catalogue ingredients and patient. */
export interface DraftOrderRef {
  label: string;
  reference: string | null;
  /** The catalogue names of what it orders ("Simvastatin"): an alternative replaces an order of exactly its drug. */
  ingredients: readonly string[];
  /** The patient a replacement order is for ("Patient/123"). */
  subject: string;
}

export interface CardContext {
  /** MedAssist's origin (links, source url). */
  origin: string;
  uuid: () => string;
  /** The EHR connection's name as the clinic registered it: a calculator card's link labels its values with it. */
  ehr: string;
}

const slug = (names: readonly string[]) => names.map((n) => n.toLowerCase().replace(/[^a-z0-9]+/g, '-')).join('+');

/** The rule id of a chart alert: its kind and the (sorted) ingredients it names. */
export function alertRuleId(alert: MedicationSafetyAlert): string {
  const drugs = [...(alert.drugs ?? [])];
  return alert.kind === 'interaction' ? `interaction.${slug(drugs.sort())}` : `allergy.${slug(drugs)}`;
}

const interactionLink = (origin: string, drugs: readonly string[]) => {
  const query = new URLSearchParams();
  for (const d of drugs) query.append('drug', d);
  return `${origin}/reference/drug-interactions?${query.toString()}`;
};

/**
 * The MedAssist page for an alert: an interaction opens the checker on the pair; an allergy opens it
 * on the drug the patient is allergic to (MedAssist has no page of its own for an allergy), so its
 * interactions and the patient checks are one step away.
 */
function alertLink(alert: MedicationSafetyAlert, origin: string): NonNullable<CdsCard['links']>[number] {
  const drugs = alert.drugs ?? [];
  if (alert.kind === 'interaction') return { label: `Open ${drugs.join(' + ')} in MedAssist's interaction checker`, url: interactionLink(origin, drugs), type: 'absolute' };
  return { label: `Open ${drugs.join(', ')} in MedAssist's drug checker`, url: interactionLink(origin, drugs), type: 'absolute' };
}

/** A draft MedicationRequest for the alternative, coded with RxNorm where the catalogue knows the code. */
function replacementOrder(alternative: AlternativeView, subject: string): Record<string, unknown> {
  const name = alternative.drug.toLowerCase();
  return {
    resourceType: 'MedicationRequest',
    status: 'draft',
    intent: 'order',
    subject: { reference: subject },
    medicationCodeableConcept: alternative.rxnorm ? { coding: [{ system: RXNORM, code: alternative.rxnorm, display: name }], text: name } : { text: name },
  };
}

/** "Replace simvastatin with atorvastatin": delete the draft order and create one for the alternative (applied together, deletes first). */
function replacement(order: DraftOrderRef & { reference: string }, alternative: AlternativeView, ctx: CardContext): CdsSuggestion {
  const name = alternative.drug.toLowerCase();
  const condition = alternative.condition ? ` (${englishText(alternative.condition)})` : '';
  return {
    label: `Replace ${alternative.replaces.toLowerCase()} with ${name}`,
    uuid: ctx.uuid(),
    actions: [
      { type: 'delete', description: `Remove the draft order for ${order.label}.`, resourceId: order.reference },
      { type: 'create', description: `Order ${name} instead${condition}; choose its dose. Named by ${alternative.source}.`, resource: replacementOrder(alternative, order.subject) },
    ],
  };
}

/**
 * The card's suggestions: remove the draft order, and replace it by each alternative the rule's source
 * names, where the order is for exactly the drug replaced (a combination product keeps its other
 * ingredients, so it gets no one-drug replacement). The physician takes at most one.
 */
function suggestionsFor(order: DraftOrderRef | undefined, alternatives: readonly AlternativeView[], ctx: CardContext): Pick<CdsCard, 'suggestions' | 'selectionBehavior'> {
  if (!order?.reference) return {};
  const ref = { ...order, reference: order.reference };
  const replaceable = order.ingredients.length === 1 ? alternatives.filter((a) => a.replaces === order.ingredients[0]) : [];
  return {
    selectionBehavior: 'at-most-one',
    suggestions: [
      { label: `Remove ${order.label} from the orders`, uuid: ctx.uuid(), actions: [{ type: 'delete', description: `Remove the draft order for ${order.label}.`, resourceId: order.reference }] },
      ...replaceable.map((a) => replacement(ref, a, ctx)),
    ],
  };
}

/** What the card's detail says of the alternatives the source names. */
const alternativesLine = (alternatives: readonly AlternativeView[]): string | null =>
  alternatives.length === 0
    ? null
    : `**Alternatives the source names:** ${alternatives.map((a) => `${a.drug} instead of ${a.replaces}${a.condition ? ` (${englishText(a.condition)})` : ''}: ${a.source}`).join('; ')}`;

/** One card for an interaction or allergy alert of the medication-safety check. */
export function alertCard(alert: MedicationSafetyAlert, order: DraftOrderRef | undefined, ctx: CardContext): CdsCard {
  const ruleId = alertRuleId(alert);
  const drugs = alert.drugs ?? [];
  const title = alert.kind === 'interaction' ? `Interaction: ${drugs.join(' + ')}` : `Allergy: ${drugs.join(', ')}`;
  const detail = [
    alert.message,
    alert.management ? `**What to do:** ${alert.management}` : null,
    alternativesLine(alert.alternatives ?? []),
    alert.source ? `**Source:** ${alert.source}` : null,
    `**Severity:** ${alert.severity}`,
  ].filter((l): l is string => l !== null);
  return {
    uuid: ctx.uuid(),
    summary: summaryOf(`${title} (${alert.severity})`),
    detail: detail.join('\n\n'),
    indicator: INDICATOR[alert.severity],
    source: { label: 'MedAssist', url: ctx.origin, topic: { system: RULE_SYSTEM, code: ruleId, display: title } },
    overrideReasons: [...OVERRIDE_REASONS],
    ...suggestionsFor(order, alert.alternatives ?? [], ctx),
    links: [alertLink(alert, ctx.origin)],
  };
}

const basisLine = (b: PatientFinding['basis'][number]) => `${englishText(b.name)} ${b.value}${b.unit ? ` ${b.unit}` : ''} (${b.date ?? 'date not recorded'})${b.stale ? `: ${englishText(b.stale)}` : ''}`;

/** One card for a patient-specific finding (renal, duplication, QT, potassium …). */
export function findingCard(finding: PatientFinding, order: DraftOrderRef | undefined, ctx: CardContext): CdsCard {
  const text = englishText(finding.message);
  const alternatives = findingAlternatives(finding);
  const detail = [
    text,
    finding.management ? `**What to do:** ${englishText(finding.management)}` : null,
    alternativesLine(alternatives),
    finding.basis.length > 0 ? `**Values used:** ${finding.basis.map(basisLine).join('; ')}` : null,
    `**Source:** ${finding.source}`,
    `**Severity:** ${finding.level}`,
  ].filter((l): l is string => l !== null);
  return {
    uuid: ctx.uuid(),
    summary: summaryOf(text),
    detail: detail.join('\n\n'),
    indicator: INDICATOR[finding.level],
    source: { label: 'MedAssist', url: ctx.origin, topic: { system: RULE_SYSTEM, code: finding.ruleId, display: finding.kind } },
    overrideReasons: [...OVERRIDE_REASONS],
    ...suggestionsFor(order, alternatives, ctx),
    links: [{ label: 'Open in MedAssist', url: interactionLink(ctx.origin, finding.drugs), type: 'absolute' }],
  };
}

/** The one info card naming everything that could not be checked; none when all was checked. */
export function notCheckedCard(notChecked: readonly string[], ctx: CardContext): CdsCard | null {
  const names = [...new Set(notChecked)];
  if (names.length === 0) return null;
  return {
    uuid: ctx.uuid(),
    summary: summaryOf(`Not checked by MedAssist: ${names.join('; ')}`),
    detail: ['MedAssist could not check the following; check them yourself:', '', ...names.map((n) => `- ${n}`)].join('\n'),
    indicator: 'info',
    source: { label: 'MedAssist', url: ctx.origin, topic: { system: RULE_SYSTEM, code: 'not-checked', display: 'Not checked' } },
  };
}
