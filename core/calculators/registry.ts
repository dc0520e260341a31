import { z } from 'zod';
import { ASCVD_FORMULA, ASCVD_SOURCES, AscvdInputSchema, computeAscvd } from './ascvd';
import { BMI_FORMULA, BMI_SOURCES, BmiInputSchema, computeBmi } from './bmi';
import { BURNS_FORMULA, BURNS_SOURCES, BurnsInputSchema, computeBurns } from './burns';
import { CALCULATOR_CATALOGUE, type CalculatorSlug, type CatalogueEntry } from './catalogue';
import { CHADS2VASC_FORMULA, CHADS2VASC_SOURCES, Chads2VascInputSchema, computeChads2Vasc } from './chads2vasc';
import {
  CREATININE_CLEARANCE_FORMULA,
  CREATININE_CLEARANCE_SOURCES,
  CreatinineClearanceInputSchema,
  computeCreatinineClearance,
} from './creatinine-clearance';
import { EASI_FORMULA, EASI_SOURCES, EasiInputSchema, computeEasi } from './easi';
import { GCS_FORMULA, GCS_SOURCES, GcsInputSchema, computeGcs } from './gcs';
import { IGAN_FORMULA, IGAN_INCOMPLETE_INPUT_MESSAGE, IGAN_SOURCES, IganInputSchema, computeIgan } from './igan';
import { MELD_FORMULA, MELD_SOURCES, MeldInputSchema, computeMeld } from './meld';
import { PREVENT_FORMULA, PREVENT_SOURCES, PreventInputSchema, computePrevent } from './prevent';
import { QTC_FORMULA, QTC_SOURCES, QtcInputSchema, computeQtc } from './qtc';
import { SCORAD_FORMULA, SCORAD_SOURCES, ScoradInputSchema, computeScorad } from './scorad';
import type { CalculatorResult, CalculatorSource } from './types';
import { WELLS_PE_FORMULA, WELLS_PE_SOURCES, WellsPeInputSchema, computeWellsPe } from './wells-pe';

/** A runnable calculator: its catalogue entry, input schema, pure compute function, sources and formula text. */
export interface CalculatorDefinition<S extends z.ZodType = z.ZodType> {
  entry: CatalogueEntry;
  schema: S;
  compute(input: z.output<S>): CalculatorResult;
  sources: readonly CalculatorSource[];
  formula: string;
  /** Message for an invalid form as a whole, where the spec fixes one (IgAN); otherwise the first field error. */
  invalidInputMessage?: string;
}

/** A calculator's runnable parts: everything but its catalogue entry, which catalogue.ts declares. */
type Runnable<S extends z.ZodType> = Omit<CalculatorDefinition<S>, 'entry'>;

/** The definition for a catalogue slug: its catalogue entry joined to its runnable parts, typed by its schema. */
function define<S extends z.ZodType>(slug: CalculatorSlug, runnable: Runnable<S>): CalculatorDefinition<S> {
  const entry = CALCULATOR_CATALOGUE.find((c) => c.slug === slug);
  if (!entry) throw new Error(`Calculator ${slug} is missing from the catalogue`);
  return { entry, ...runnable };
}

/**
 * Every calculator by catalogue slug, with its specific schema type: one line per calculator. The
 * `satisfies` makes a catalogue entry without a definition (or a definition without an entry) a
 * type error, so the catalogue never lists a calculator that cannot run.
 */
export const CALCULATORS = {
  ascvd: define('ascvd', { schema: AscvdInputSchema, compute: computeAscvd, sources: ASCVD_SOURCES, formula: ASCVD_FORMULA }),
  chads2vasc: define('chads2vasc', { schema: Chads2VascInputSchema, compute: computeChads2Vasc, sources: CHADS2VASC_SOURCES, formula: CHADS2VASC_FORMULA }),
  meld: define('meld', { schema: MeldInputSchema, compute: computeMeld, sources: MELD_SOURCES, formula: MELD_FORMULA }),
  creatinine: define('creatinine', { schema: CreatinineClearanceInputSchema, compute: computeCreatinineClearance, sources: CREATININE_CLEARANCE_SOURCES, formula: CREATININE_CLEARANCE_FORMULA }),
  'wells-pe': define('wells-pe', { schema: WellsPeInputSchema, compute: computeWellsPe, sources: WELLS_PE_SOURCES, formula: WELLS_PE_FORMULA }),
  bmi: define('bmi', { schema: BmiInputSchema, compute: computeBmi, sources: BMI_SOURCES, formula: BMI_FORMULA }),
  qtc: define('qtc', { schema: QtcInputSchema, compute: computeQtc, sources: QTC_SOURCES, formula: QTC_FORMULA }),
  gcs: define('gcs', { schema: GcsInputSchema, compute: computeGcs, sources: GCS_SOURCES, formula: GCS_FORMULA }),
  'igan-prediction': define('igan-prediction', { schema: IganInputSchema, compute: computeIgan, sources: IGAN_SOURCES, formula: IGAN_FORMULA, invalidInputMessage: IGAN_INCOMPLETE_INPUT_MESSAGE }),
  scorad: define('scorad', { schema: ScoradInputSchema, compute: computeScorad, sources: SCORAD_SOURCES, formula: SCORAD_FORMULA }),
  easi: define('easi', { schema: EasiInputSchema, compute: computeEasi, sources: EASI_SOURCES, formula: EASI_FORMULA }),
  burns: define('burns', { schema: BurnsInputSchema, compute: computeBurns, sources: BURNS_SOURCES, formula: BURNS_FORMULA }),
  prevent: define('prevent', { schema: PreventInputSchema, compute: computePrevent, sources: PREVENT_SOURCES, formula: PREVENT_FORMULA }),
} as const satisfies { readonly [Slug in CalculatorSlug]: CalculatorDefinition };

export type { CalculatorSlug };

/** Registered calculators by catalogue id (1-13). */
export const CALCULATOR_REGISTRY: ReadonlyMap<number, CalculatorDefinition> = new Map(
  Object.values(CALCULATORS).map((def) => [def.entry.id, def as CalculatorDefinition]),
);

/** Other names the AI assistant may use for a calculator. */
const ALIASES: Readonly<Record<string, CalculatorSlug>> = {
  'cha2ds2-vasc': 'chads2vasc',
  cha2ds2vasc: 'chads2vasc',
  'creatinine-clearance': 'creatinine',
  'cockcroft-gault': 'creatinine',
  igan: 'igan-prediction',
  wells: 'wells-pe',
  'burn-area': 'burns',
  'glasgow-coma-scale': 'gcs',
  'pooled-cohort-equations': 'ascvd',
  pce: 'ascvd',
  'prevent-equations': 'prevent',
  'aha-prevent': 'prevent',
};

/** The calculator for a catalogue id (number or numeric string), slug or alias, or undefined. */
export function getCalculator(idOrSlug: number | string): CalculatorDefinition | undefined {
  if (typeof idOrSlug === 'number') return CALCULATOR_REGISTRY.get(idOrSlug);
  const key = idOrSlug.trim().toLowerCase();
  if (/^\d+$/.test(key)) return CALCULATOR_REGISTRY.get(Number(key));
  const slug = (key in CALCULATORS ? key : ALIASES[key]) as CalculatorSlug | undefined;
  return slug ? (CALCULATORS[slug] as CalculatorDefinition) : undefined;
}

/** Outcome of `runCalculator`: the result, an unknown calculator, or zod field errors keyed by dotted path. */
export type RunCalculatorOutcome =
  | { ok: true; id: number; slug: string; result: CalculatorResult }
  | { ok: false; reason: 'unknown-calculator'; message: string }
  | { ok: false; reason: 'invalid-input'; id: number; slug: string; message: string; fieldErrors: Record<string, string[]> };

/** Field errors keyed by dotted path ('form' for whole-input issues), the shape of ApiError.fieldErrors. */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Validates JSON input against a calculator's schema and, only if valid, computes its result. */
export function runCalculator(idOrSlug: number | string, input: unknown): RunCalculatorOutcome {
  const def = getCalculator(idOrSlug);
  if (!def) {
    return { ok: false, reason: 'unknown-calculator', message: `Unknown calculator: ${String(idOrSlug)}` };
  }
  const parsed = def.schema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid-input',
      id: def.entry.id,
      slug: def.entry.slug,
      message: def.invalidInputMessage ?? parsed.error.issues[0]?.message ?? 'Invalid input.',
      fieldErrors: toFieldErrors(parsed.error),
    };
  }
  return { ok: true, id: def.entry.id, slug: def.entry.slug, result: def.compute(parsed.data) };
}

/** JSON Schema of a calculator's input (what a caller may send, defaults optional), e.g. for AI tool definitions. */
export function calculatorInputJsonSchema(idOrSlug: number | string): Record<string, unknown> | undefined {
  const def = getCalculator(idOrSlug);
  if (!def) return undefined;
  return z.toJSONSchema(def.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
