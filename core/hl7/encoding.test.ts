import { describe, expect, it } from 'vitest';
import { DEFAULT_SEPARATORS, escapeValue, readSeparators, unescapeValue } from './encoding';
import { Hl7Error } from './hl7-error';

const seps = DEFAULT_SEPARATORS;

describe('readSeparators', () => {
  it('reads the standard delimiters from MSH-1 and MSH-2', () => {
    expect(readSeparators('MSH|^~\\&|LAB')).toEqual(seps);
  });

  it('reads any delimiters a sender chooses', () => {
    expect(readSeparators('MSH#$*!@#LAB')).toEqual({ field: '#', component: '$', repetition: '*', escape: '!', subcomponent: '@' });
  });

  it('accepts the v2.7 truncation character as a fifth encoding character', () => {
    expect(readSeparators('MSH|^~\\&#|LAB').subcomponent).toBe('&');
  });

  it.each([
    ['MSH', 'no field separator'],
    ['MSHA^~\\&', 'a letter as field separator'],
    ['MSH|^~|LAB', 'too few encoding characters'],
    ['MSH|^^\\&|LAB', 'repeated encoding characters'],
    ['MSH|^~\\||LAB', 'the field separator among them'],
  ])('refuses %s (%s)', (line) => {
    expect(() => readSeparators(line)).toThrow(Hl7Error);
  });
});

describe('unescapeValue', () => {
  it('turns the separator escapes back into the separators', () => {
    expect(unescapeValue('a\\F\\b\\S\\c\\T\\d\\R\\e\\E\\f', seps)).toBe('a|b^c&d~e\\f');
  });

  it('uses the message’s own escape character and separators', () => {
    const custom = { field: '#', component: '$', repetition: '*', escape: '!', subcomponent: '@' };
    expect(unescapeValue('1!F!2!S!3!E!', custom)).toBe('1#2$3!');
  });

  it('turns \\.br\\ into a line break and \\.sp\\ n into n breaks', () => {
    expect(unescapeValue('This\\.br\\is\\.br\\A Test', seps)).toBe('This\nis\nA Test');
    expect(unescapeValue('a\\.sp2\\b', seps)).toBe('a\n\nb');
  });

  it('decodes hexadecimal data as UTF-8, else as single bytes', () => {
    expect(unescapeValue('\\XC3A9\\t\\X41\\', seps)).toBe('étA');
    expect(unescapeValue('\\XE9\\', seps)).toBe('é');
  });

  it('drops highlighting and character-set switches but keeps the text', () => {
    expect(unescapeValue('\\H\\HIGH\\N\\ normal \\C2842\\x', seps)).toBe('HIGH normal x');
  });

  it('keeps an unknown or unterminated escape as written, losing nothing', () => {
    expect(unescapeValue('a\\Zlocal\\b', seps)).toBe('a\\Zlocal\\b');
    expect(unescapeValue('C:\\temp', seps)).toBe('C:\\temp');
  });

  it('round-trips any text through escapeValue', () => {
    const text = 'Na|K^Cl~HCO3&\\ line\nnext';
    expect(unescapeValue(escapeValue(text, seps), seps)).toBe(text);
    expect(escapeValue('a|b', seps)).toBe('a\\F\\b');
  });
});
