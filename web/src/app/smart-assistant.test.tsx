import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmartRecordView } from '../../../core/schemas/smart-launch';
import SmartPatientPage from '../features/smart-launch/routes/smart-patient-page';
import { accountKeys, smartKeys } from '../lib/query-keys';
import { renderWithProviders } from '../test/render-with-providers';
import { smartAssistant, smartCalculatorHref } from './smart-patient-route';

// The SMART workspace's "Ask the AI assistant" (issue 37), as the app composes it: the AI assistant
// feature's chat with the EHR's patient of the launch as context, sent as smartLaunchId.

const RECORD: SmartRecordView = {
  launch: 7, ehr: 'City Hospital EHR', ehrPatientId: 'p-1', fhirUser: null, fetchedAt: '2026-12-02T13:00:00Z', expiresAt: '2026-12-02T14:00:00Z',
  data: { patient: { resourceType: 'Patient', id: 'p-1', gender: 'female', birthDate: '1950-04-02', name: [{ use: 'official', given: ['Elsa'], family: 'Vargas' }] } },
  notFetched: {}, checks: [], calculators: { prefills: [], results: [], undecided: [], deceased: null },
};
const member = (role: string) => [accountKeys.currentUser, { id: 1, role, clinicRole: 'member' }] as const;

const render = (role: string) =>
  renderWithProviders(<SmartPatientPage calculatorHref={smartCalculatorHref} assistant={smartAssistant} />, { url: '/smart/patient?launch=7', data: [[smartKeys.record(7), RECORD], member(role)] });

/** Waits (for the assistant's lazily loaded code) until `look` finds something. */
async function eventually<T>(look: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const found = look();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  throw new Error('not found in time');
}

afterEach(() => vi.unstubAllGlobals());

describe('Ask the AI assistant from the SMART workspace', () => {
  it('opens the assistant with "<patient> — from <EHR>" as context and sends the launch, never a clinic patient, to /smart/api (which the framed session reaches)', async () => {
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const raw = input instanceof Request ? await input.text() : String(init?.body ?? '');
      sent.push({ url, body: JSON.parse(raw) as Record<string, unknown> });
      const events = ['{"type":"start"}', '{"type":"text-start","id":"t"}', '{"type":"text-delta","id":"t","delta":"Warfarin needs INR checks."}', '{"type":"text-end","id":"t"}', '{"type":"finish"}'];
      return new Response(`${events.map((e) => `data: ${e}\n\n`).join('')}data: [DONE]\n\n`, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    const host = render('doctor');
    const section = host.querySelector<HTMLElement>('[data-testid="smart-assistant"]')!;
    expect(section.textContent).toContain('Questions about Elsa Vargas, answered with the record from City Hospital EHR as context');
    const open = [...section.querySelectorAll('button')].find((b) => b.textContent?.includes('Ask the AI assistant'))!;
    act(() => open.click());

    const context = await eventually(() => host.querySelector<HTMLInputElement>('[data-testid="ai-ehr-patient"]'));
    expect(context.value).toBe('Elsa Vargas — from City Hospital EHR');
    expect(context.readOnly).toBe(true);
    expect(host.querySelector('[data-testid="ai-patient-options"]')).toBeNull();
    expect(host.querySelector('[data-testid="chat-empty"]')?.textContent).toContain("the assistant will use Elsa Vargas's record");

    const box = host.querySelector<HTMLTextAreaElement>('textarea[name="prompt"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(box, 'Anything to watch with warfarin?');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => host.querySelector<HTMLButtonElement>('button[aria-label="Send message"]')!.click());
    await eventually(() => (host.textContent?.includes('Warfarin needs INR checks.') ? true : null));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/smart\/api\/ai\/medassist\/stream$/);
    expect(sent[0]!.body).toEqual({ prompt: 'Anything to watch with warfarin?', smartLaunchId: 7 });
  });

  it('tells a role without the assistant that it is for doctors and nurses, and offers no button', () => {
    const host = render('front-desk');
    const section = host.querySelector<HTMLElement>('[data-testid="smart-assistant"]')!;
    expect(section.textContent).toContain('The AI assistant is for the clinic’s doctors and nurses.');
    expect(section.querySelector('button')).toBeNull();
  });
});
