import { describe, expect, it } from 'vitest';
import { interpretationOf, parseLabNumber, parseReferenceRange } from './lab-values';

describe('lab lines as structured values', () => {
  it('reads numbers and leaves text values as text', () => {
    expect(parseLabNumber('4.2')).toBe(4.2);
    expect(parseLabNumber(' -1 ')).toBe(-1);
    expect(parseLabNumber('<0.01')).toBeNull();
    expect(parseLabNumber('positive')).toBeNull();
  });

  it('reads ranges written as a span, an upper or a lower limit, keeping the text', () => {
    expect(parseReferenceRange('3.5-5.1')).toEqual({ low: 3.5, high: 5.1, text: '3.5-5.1' });
    expect(parseReferenceRange('135 – 145')).toEqual({ low: 135, high: 145, text: '135 – 145' });
    expect(parseReferenceRange('<200')).toEqual({ high: 200, text: '<200' });
    expect(parseReferenceRange('>40')).toEqual({ low: 40, text: '>40' });
    expect(parseReferenceRange('negative')).toEqual({ text: 'negative' });
    expect(parseReferenceRange('')).toBeNull();
  });

  it('flags high and low by the range, critical ones doubled, and abnormal text as A', () => {
    const range = parseReferenceRange('3.5-5.1');
    expect(interpretationOf('normal', 4.2, range)).toBe('N');
    expect(interpretationOf('abnormal', 5.8, range)).toBe('H');
    expect(interpretationOf('abnormal', 3.1, range)).toBe('L');
    expect(interpretationOf('critical', 6.9, range)).toBe('HH');
    expect(interpretationOf('critical', 2.4, range)).toBe('LL');
    expect(interpretationOf('abnormal', null, parseReferenceRange('negative'))).toBe('A');
    expect(interpretationOf('critical', 4.0, range)).toBe('AA');
  });
});
