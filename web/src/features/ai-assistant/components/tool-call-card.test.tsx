import { act } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { computeBmi, BmiInputSchema } from '../../../../../core/calculators/bmi';
import { englishResult } from '../../../../../core/calculators/result-text';
import type { CalculatorToolOutput } from '../../../../../core/schemas/ai';
import { activateLocale } from '../../../i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ToolCallCard } from './tool-call-card';

// Issue #23: the assistant's calculator card shows the result in the reader's language, though the
// Worker hands the model (and the chat) its English text.

const input = { units: 'metric', weightKg: 95.5, heightCm: 175 };
const english = englishResult(computeBmi(BmiInputSchema.parse(input)));
const output: CalculatorToolOutput = { ok: true, calculator: 'bmi', name: 'BMI Calculator', result: english };
const call = { toolCallId: 'c1', toolName: 'calculator_bmi', input, output };

/** The card's result badge, once it shows (the calculators load on first use). */
async function badge(host: HTMLElement): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const text = host.querySelector('[data-testid=ai-tool-result]')?.textContent;
    if (text) return text;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error('no result shown');
}

afterAll(() => activateLocale('en'));

describe('the AI calculator card', () => {
  it('shows the result the Worker sent, in English', async () => {
    await activateLocale('en');
    const host = renderWithProviders(<ToolCallCard call={call} />);
    expect(await badge(host)).toBe(`${english.label}: ${english.display} · ${english.category}`);
    expect(english.category).toBe('Obesity class I');
  });

  it('shows it in German: category and figures in the reader’s language, nothing of the English result', async () => {
    await activateLocale('de');
    const host = renderWithProviders(<ToolCallCard call={call} />);
    const text = await badge(host);
    expect(text).toContain('Adipositas Grad I');
    expect(text).toContain('31,2');
    expect(text).not.toContain('Obesity');
    expect(host.textContent).not.toContain(english.recommendation ?? 'no recommendation');
  });
});
