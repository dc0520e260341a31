import { useState } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { typeText } from '../test/page-text';
import { renderWithProviders } from '../test/render-with-providers';
import { DateInput, DateTimeInput, TimeInput } from './local-date-inputs';

// Issue #23: a German doctor types and reads dates as 26.11.2026 and times on the 24-hour clock,
// whatever the browser's language; the form still gets ISO values.

const seen: string[] = [];

function Field({ kind, initial }: { kind: 'date' | 'time' | 'datetime'; initial: string }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    seen.push(next);
    setValue(next);
  };
  const Input = kind === 'date' ? DateInput : kind === 'time' ? TimeInput : DateTimeInput;
  return <Input name="when" value={value} onChange={change} />;
}

const render = (kind: 'date' | 'time' | 'datetime', initial: string) => renderWithProviders(<Field kind={kind} initial={initial} />);

afterAll(() => activateLocale('en'));
afterEach(() => {
  seen.length = 0;
});

describe('date and time fields in German', () => {
  it('a day reads 26.11.2026, is typed day first, and reaches the form as ISO', async () => {
    await activateLocale('de');
    const page = render('date', '2026-11-26');
    const field = page.querySelector<HTMLInputElement>('input[name="when"]')!;
    expect(field.type).toBe('text');
    expect(field.value).toBe('26.11.2026');
    expect(field.placeholder).toBe('TT.MM.JJJJ');
    expect(page.querySelector('button')?.getAttribute('aria-label')).toBe('Datum wählen');
    typeText(field, '1.2.2026');
    expect(seen.at(-1)).toBe('2026-02-01');
    expect(field.value).toBe('1.2.2026'); // as typed, not rewritten under the cursor
    typeText(field, '31.02.2026');
    expect(seen.at(-1)).toBe('31.02.2026'); // no real date: the form's schema refuses it
    typeText(field, '');
    expect(seen.at(-1)).toBe('');
  });

  it('a time is typed on the 24-hour clock', async () => {
    await activateLocale('de');
    const field = render('time', '09:30').querySelector<HTMLInputElement>('input[name="when"]')!;
    expect(field.type).toBe('text');
    expect(field.value).toBe('09:30');
    typeText(field, '16.05');
    expect(seen.at(-1)).toBe('16:05');
  });

  it('a date and time are two fields that make one datetime-local value', async () => {
    await activateLocale('fr');
    const page = render('datetime', '2026-11-26T16:05');
    expect(page.querySelector<HTMLInputElement>('input[name="whenDate"]')!.value).toBe('26/11/2026');
    expect(page.querySelector<HTMLInputElement>('input[name="whenTime"]')!.value).toBe('16:05');
    typeText(page.querySelector<HTMLInputElement>('input[name="whenTime"]')!, '8h15');
    expect(seen.at(-1)).toBe('2026-11-26T08:15');
  });
});

describe('date and time fields in English', () => {
  it('stay the native inputs (the spec’s US formats)', async () => {
    await activateLocale('en');
    expect(render('date', '2026-11-26').querySelector<HTMLInputElement>('input[name="when"]')!.type).toBe('date');
    expect(render('time', '16:05').querySelector<HTMLInputElement>('input[name="when"]')!.type).toBe('time');
    expect(render('datetime', '2026-11-26T16:05').querySelector<HTMLInputElement>('input[name="when"]')!.type).toBe('datetime-local');
  });
});
