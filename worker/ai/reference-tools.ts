import { jsonSchema, tool, type ToolSet } from 'ai';
import { searchGuidelineCatalogue } from '../../core/reference/guideline-lookup';
import { checkMedicationList } from '../../core/reference/interaction-check';

/** Tool names the model sees for the built-in reference. */
export const INTERACTION_TOOL = 'check_drug_interactions';
export const GUIDELINE_TOOL = 'search_guidelines';

/**
 * The built-in drug interaction checker and guideline catalogue as tools, so what the assistant
 * says about interactions is the checker's answer (same rules, same severity, same sources) and
 * guideline citations come from the catalogue.
 */
export function referenceTools(): ToolSet {
  return {
    [INTERACTION_TOOL]: tool({
      description:
        "MedAssist's drug interaction checker (the same list and severity rule as its Drug Interactions page). Pass every medicine under discussion, however many: generic or brand names, or RxNorm product names. Returns each interacting pair with severity, what to do and the label source, the medicines it could not check, and what it checked against.",
      inputSchema: jsonSchema<{ medications: string[] }>({
        type: 'object',
        properties: {
          // No upper limit: the checker page's 10 is a screen's limit; a patient's list is checked whole.
          medications: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 200 }, minItems: 1 },
        },
        required: ['medications'],
        additionalProperties: false,
      }),
      execute: async ({ medications }) => checkMedicationList(medications.map((text) => ({ text }))),
    }),
    [GUIDELINE_TOOL]: tool({
      description:
        "Searches MedAssist's clinical guideline catalogue by words (condition, drug or organisation). Returns up to 5 entries with title, organisation, date, link and summary; entries marked unverified were published after MedAssist last checked its sources.",
      inputSchema: jsonSchema<{ query: string }>({
        type: 'object',
        properties: { query: { type: 'string', minLength: 2, maxLength: 200 } },
        required: ['query'],
        additionalProperties: false,
      }),
      execute: async ({ query }) => ({ results: searchGuidelineCatalogue(query) }),
    }),
  };
}
