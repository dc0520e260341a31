import { describe, expect, it } from 'vitest';
import { englishText } from '../../../../core/i18n/message';
import { evaluateCalculator, parseNumberText } from './evaluate.utils';

describe('parseNumberText', () => {
  it('reads numbers with a decimal point or comma; empty is undefined; anything else NaN', () => {
    expect(parseNumberText(' 1.25 ')).toBe(1.25);
    expect(parseNumberText('1,25')).toBe(1.25);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('')).toBeUndefined();
    expect(parseNumberText('12abc')).toBeNaN();
    expect(parseNumberText('1e3')).toBeNaN();
  });
});

describe('evaluateCalculator', () => {
  it('computes only a complete, valid input', () => {
    const outcome = evaluateCalculator('creatinine', { ageYears: 60, sex: 'male', weightKg: 72, creatinineMgDl: 1 });
    expect(outcome.status).toBe('ok');
    if (outcome.status === 'ok') expect(englishText(outcome.result.display)).toBe('80.0 mL/min');
  });

  it('treats empty fields as missing, without an error message under them', () => {
    const outcome = evaluateCalculator('creatinine', { ageYears: 60, sex: undefined, weightKg: undefined, creatinineMgDl: 1 });
    expect(outcome).toMatchObject({ status: 'incomplete', errors: {}, missing: expect.arrayContaining(['sex', 'weightKg']) });
    if (outcome.status !== 'ok') expect(outcome.messages.sex).toBe('Please choose the patient’s sex.');
  });

  it('shows the schema message under an out-of-range field and gives no result', () => {
    const outcome = evaluateCalculator('creatinine', { ageYears: 60, sex: 'male', weightKg: 72, creatinineMgDl: 45 });
    expect(outcome.status).toBe('invalid');
    if (outcome.status !== 'ok') {
      expect(outcome.errors.creatinineMgDl).toBe('Serum creatinine must be between 0.1 and 20 mg/dL (8.8-1768 µmol/L).');
    }
  });

  it('reports a non-number as invalid with the field’s message', () => {
    const outcome = evaluateCalculator('creatinine', { ageYears: Number.NaN, sex: 'male', weightKg: 72, creatinineMgDl: 1 });
    expect(outcome.status === 'invalid' && outcome.errors.ageYears).toBe('Age must be between 18 and 110 years (both equations are for adults).');
  });
});

describe('pendingMessage', () => {
  const labels = { sex: 'sex', weightKg: 'weight', ageYears: 'age' };
  it('lists what is still missing, in plain words', async () => {
    const { pendingMessage } = await import('./evaluate.utils');
    expect(pendingMessage({ status: 'incomplete', errors: {}, missing: ['sex', 'weightKg', 'ageYears'], messages: {} }, labels)).toBe(
      'Enter sex, weight and age to see the result.',
    );
    expect(pendingMessage({ status: 'incomplete', errors: {}, missing: ['sex'], messages: {} }, labels)).toBe('Enter sex to see the result.');
    expect(pendingMessage({ status: 'invalid', errors: { weightKg: 'x' }, missing: [], messages: { weightKg: 'x' } }, labels)).toBe(
      'Correct the highlighted field to see the result.',
    );
  });
});
