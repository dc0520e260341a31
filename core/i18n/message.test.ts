import { describe, expect, it } from 'vitest';
import { fixed } from '../calculators/numeric';
import { englishText, fillTemplate, message } from './message';
import { msg } from './msg';

describe('message descriptors in English', () => {
  it('shows a fixed figure with the decimals its source rounds to, a plain number as is', () => {
    expect(englishText(message(msg('{bmi} kg/m²'), { bmi: fixed(24.9975, 1) }))).toBe('25.0 kg/m²');
    expect(englishText(message(msg('{bmi} kg/m²'), { bmi: fixed(1.005, 2) }))).toBe('1.01 kg/m²');
    expect(englishText(message('{points} of {max}', { points: 3, max: 9 }))).toBe('3 of 9');
  });

  it('inserts text values (themselves templates or marked texts) in English', () => {
    const category = message('Stage {stage}', { stage: 2 });
    expect(englishText(message('Result: {category}, {band}.', { category, band: msg('Normal weight') }))).toBe('Result: Stage 2, Normal weight.');
  });

  it('passes a plain text through and leaves unknown placeholders as written', () => {
    expect(englishText('Normal weight')).toBe('Normal weight');
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});

describe('a marked text with a context in English', () => {
  it('drops the context, alone or as a template’s value', () => {
    expect(englishText(msg('skin::Clear'))).toBe('Clear');
    expect(englishText(message(msg('{severity} by EASI strata'), { severity: msg('skin::Clear') }))).toBe('Clear by EASI strata');
  });
});
