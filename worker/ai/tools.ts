import { jsonSchema, tool, type ToolSet } from 'ai';
import { CALCULATOR_CATALOGUE } from '../../core/calculators/catalogue';
import { calculatorInputJsonSchema, runCalculator } from '../../core/calculators/registry';
import { englishResult } from '../../core/calculators/result-text';
import { calculatorSlugOfTool, calculatorToolName, type AiToolCall, type CalculatorToolOutput } from '../../core/schemas/ai';

/** Runs one catalogue calculator through the same pure function the calculator pages use. */
export function runCalculatorTool(slug: string, input: unknown): CalculatorToolOutput {
  const name = CALCULATOR_CATALOGUE.find((e) => e.slug === slug)?.name ?? slug;
  const outcome = runCalculator(slug, input);
  if (!outcome.ok) {
    return { ok: false, calculator: slug, message: outcome.message, ...(outcome.reason === 'invalid-input' ? { fieldErrors: outcome.fieldErrors } : {}) };
  }
  // The assistant reads and answers in English (its prompts are English).
  const { label, display, category, interpretation, recommendation, extras, warnings } = englishResult(outcome.result);
  return { ok: true, calculator: slug, name, result: { label, display, category, interpretation, recommendation, extras, warnings } };
}

/**
 * One tool per catalogue calculator (`calculator_<slug>`), its input schema generated from the
 * calculator's own zod schema, so the model cannot pass anything the calculator page would refuse.
 */
export function calculatorTools(): ToolSet {
  const tools: ToolSet = {};
  for (const entry of CALCULATOR_CATALOGUE) {
    const schema = calculatorInputJsonSchema(entry.slug);
    if (!schema) continue;
    const { $schema: _drop, ...inputSchema } = schema;
    tools[calculatorToolName(entry.slug)] = tool({
      description: `${entry.name} (MedAssist's validated calculator). ${entry.description} Pass only values the clinician gave or the patient record states; ask for missing required values instead of guessing.`,
      inputSchema: jsonSchema(inputSchema),
      execute: async (input: unknown) => runCalculatorTool(entry.slug, input),
    });
  }
  return tools;
}

/** The calculator runs of a finished call, in order, for the non-streaming answer. */
export function toolCallsOf(steps: ReadonlyArray<{ toolResults: ReadonlyArray<{ toolCallId: string; toolName: string; input: unknown; output: unknown }> }>): AiToolCall[] {
  return steps.flatMap((s) =>
    s.toolResults.flatMap((r) => {
      const calculator = calculatorSlugOfTool(r.toolName);
      return calculator ? [{ toolCallId: r.toolCallId, calculator, input: r.input, output: r.output }] : [];
    }),
  );
}
