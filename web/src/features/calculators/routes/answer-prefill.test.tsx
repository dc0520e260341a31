import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_PREFERENCES } from '../../../../../core/schemas/user';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { CalculatorPageProps } from '../types';
import AscvdPage from './ascvd-page';
import Chads2VascPage from './chads2vasc-page';
import PreventPage from './prevent-page';

// Issue 37: PREVENT, ASCVD and CHA2DS2-VASc opened from the SMART workspace (or any link in the
// calculators' URL format) with the record's yes/no answers: each preselected, its source beside it
// until the doctor changes it (e2e/smart-launch.e2e.ts changes one in the browser), an absence of
// record saying so, and a malformed answer left unanswered.

const render = (Page: ComponentType<CalculatorPageProps>, search: string) =>
  renderWithProviders(<Page signedIn={false} unitPreferences={DEFAULT_UNIT_PREFERENCES} />, { url: `/?source=County%20EHR&${search}` });

/** The answer chosen in a yes/no field: 'yes', 'no', or null when none is. */
const chosen = (page: HTMLElement, name: string) => page.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? null;
/** The note under a field (ChoiceField's helper follows the radio group). */
const noteOf = (page: HTMLElement, name: string) => page.querySelector(`input[name="${name}"]`)!.closest('[role="radiogroup"]')!.parentElement!.textContent ?? '';

describe('yes/no answers carried into the calculators', () => {
  it('PREVENT: a recorded yes, a recorded no and an absence, each preselected with where it came from; a malformed one left unanswered', () => {
    const page = render(PreventPage, 'diabetes=yes&diabetes.at=2019-03-02&smoking=no&smoking.at=2020-08-22&antihypertensive=none-recorded&antihypertensive.at=2026-12-02&statin=maybe&statin.at=2026-12-02');
    expect([chosen(page, 'diabetes'), chosen(page, 'smoker'), chosen(page, 'antihypertensive'), chosen(page, 'statin')]).toEqual(['yes', 'no', 'no', null]);
    expect(noteOf(page, 'diabetes')).toContain('from County EHR, Mar 2, 2019');
    expect(noteOf(page, 'smoker')).toContain('from County EHR, Aug 22, 2020');
    expect(noteOf(page, 'antihypertensive')).toContain('none on the active list in County EHR as of Dec 2, 2026');
    expect(noteOf(page, 'statin')).not.toContain('County EHR');
  });

  it('ASCVD: treatment for hypertension from antihypertensive use, undated when the medication list gives no day', () => {
    const page = render(AscvdPage, 'antihypertensive=yes&antihypertensive.at=undated&diabetes=none-recorded&diabetes.at=2026-12-02');
    expect([chosen(page, 'treated'), chosen(page, 'diabetes'), chosen(page, 'smoker')]).toEqual(['yes', 'no', null]);
    expect(noteOf(page, 'treated')).toContain('from County EHR, undated');
    expect(noteOf(page, 'diabetes')).toContain('none recorded in County EHR as of Dec 2, 2026');
  });

  it('CHA2DS2-VASc: a recorded condition ticked and counted, an absence unticked and said to be one', () => {
    const page = render(Chads2VascPage, 'sex=male&sex.at=2026-12-02&ageYears=76&ageYears.at=2026-12-02&hypertension=yes&hypertension.at=2010-01-01&heartFailure=none-recorded&heartFailure.at=2026-12-02');
    const card = (label: string) => [...page.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!;
    expect(card('Hypertension').querySelector<HTMLInputElement>('input')!.checked).toBe(true);
    expect(card('Hypertension').textContent).toContain('from County EHR, Jan 1, 2010');
    expect(card('Congestive heart failure').querySelector<HTMLInputElement>('input')!.checked).toBe(false);
    expect(card('Congestive heart failure').textContent).toContain('none recorded in County EHR as of Dec 2, 2026');
    expect(card('Diabetes mellitus').textContent).not.toContain('County EHR');
    // 76 (2) and hypertension (1).
    expect(page.textContent).toMatch(/3 points/);
  });
});
