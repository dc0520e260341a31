import { runCalculator } from '../../../../core/calculators/registry';
import { shownResult, type ShownResult } from '../../lib/shown-result';

// The Worker hands the model (and the chat) a calculator's result in English, the language the
// model reads its tools in. The card shows the reader's language instead: the calculator runs
// again here on the very inputs the assistant passed (pure, exact, the same code), and its texts are
// translated like on the calculator's own page. Loaded only when a card has a result: the registry
// holds every calculator.

/** The result of `slug` on the assistant's inputs in the active language; null if they do not run here. */
export function toolResultShown(slug: string, input: unknown): ShownResult | null {
  const outcome = runCalculator(slug, input);
  return outcome.ok ? shownResult(outcome.result) : null;
}
