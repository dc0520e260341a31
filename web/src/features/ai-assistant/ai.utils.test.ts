import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMedicationList } from '../../../../core/reference/interaction-check';
import { activateLocale, i18nReady } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { AI_APOLOGY, aiErrorText, applyToolChunk, createSseParser, historyFor, inputRows, interactionHeadline, type ChatMessage } from './ai.utils';

// The page waits for the i18n runtime (before-lazy-page.ts): the headline's count is an ICU plural.
beforeAll(() => i18nReady());
afterAll(() => activateLocale('en'));

describe('aiErrorText (spec §8)', () => {
  it('shows a response string carried by the error body', () => {
    expect(aiErrorText({ message: 'x', body: { response: 'The AI assistant is not configured on this server.' } })).toBe('The AI assistant is not configured on this server.');
  });

  it('shows the server message when it mentions an API key, quota, usage limit or insufficient funds', () => {
    for (const message of ['Invalid API key', 'Quota exceeded', 'Monthly usage limit reached', 'Insufficient funds']) {
      expect(aiErrorText({ message, body: {} })).toBe(message);
    }
  });

  it('apologises for anything else', () => {
    expect(aiErrorText({ message: 'Internal error', body: {} })).toBe(AI_APOLOGY);
    expect(aiErrorText(new TypeError('boom'))).toBe(AI_APOLOGY);
    expect(aiErrorText(undefined)).toBe(AI_APOLOGY);
  });
});

describe('createSseParser', () => {
  it('yields whole JSON events as they complete, across arbitrary chunk boundaries', () => {
    const p = createSseParser();
    expect(p.push('data: {"type":"text-delta","delta":"He')).toEqual([]);
    expect(p.push('llo"}\n\ndata: {"type":"text-delta","delta":"!"}\n\ndata: [DO')).toEqual([
      { type: 'text-delta', delta: 'Hello' },
      { type: 'text-delta', delta: '!' },
    ]);
    expect(p.push('NE]\n\n')).toEqual([]);
    expect(p.end()).toEqual([]);
  });
});

describe('tool calls and history', () => {
  it('collects a calculator call from its input and output events', () => {
    let calls = applyToolChunk([], { type: 'tool-input-start', toolCallId: 'c1', toolName: 'calculator_bmi' });
    calls = applyToolChunk(calls, { type: 'tool-input-available', toolCallId: 'c1', toolName: 'calculator_bmi', input: { weightKg: 80 } });
    calls = applyToolChunk(calls, { type: 'tool-output-available', toolCallId: 'c1', output: { ok: true } });
    expect(calls).toEqual([{ toolCallId: 'c1', toolName: 'calculator_bmi', input: { weightKg: 80 }, output: { ok: true } }]);
  });

  it('labels inputs for people', () => {
    expect(inputRows({ congestiveHeartFailure: false, ageBand: '65-74', female: true, weightKg: 80.5, someNewInput: 'x' })).toEqual([
      { label: 'Congestive heart failure', value: 'No' },
      { label: 'Age band', value: '65–74' },
      { label: 'Female', value: 'Yes' },
      { label: 'Weight (kg)', value: '80.5' },
      { label: 'Some new input', value: 'x' },
    ]);
  });

  it('labels them in the user language (#23): names, options and nested regions', async () => {
    await activateLocale('de');
    expect(inputRows({ sex: 'female', weightKg: 80.5, race: 'other', onStatin: true, regionsPercentBurned: { trunk: 50 } })).toEqual([
      { label: 'Geschlecht', value: 'Weiblich' },
      { label: 'Gewicht (kg)', value: '80,5' },
      { label: 'Ethnie', value: 'Andere' },
      { label: 'Nimmt ein Statin', value: 'Ja' },
      { label: 'Verbrannter Anteil je Region (%)', value: 'Rumpf: 50' },
    ]);
    await activateLocale('en');
  });

  it('sends only answered turns as history, newest last, at most 12', () => {
    const msgs: ChatMessage[] = Array.from({ length: 15 }, (_, i) => ({ id: String(i), role: i % 2 ? 'assistant' : 'user', content: `m${i}`, timestamp: i }));
    msgs.push({ id: 'e', role: 'assistant', content: 'apology', timestamp: 99, status: 'error' });
    const history = historyFor(msgs);
    expect(history).toHaveLength(12);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'm14' });
  });
});

describe('the interaction check headline in the user language', () => {
  const lists = [
    [{ text: 'Paxlovid' }, { text: 'amiodarone 200 MG Oral Tablet' }],
    [{ text: 'Acetaminophen' }, { text: 'Ezetimibe' }, { text: 'Unobtainium 5 MG' }],
    [{ text: 'Warfarin' }, { text: 'Aspirin' }, { text: 'Ibuprofen' }],
    [{ text: 'Unobtainium 5 MG' }],
  ];
  it.each(lists)('reads in English exactly as the checker wrote it for the model (%#)', (...list) => {
    const check = checkMedicationList(list);
    expect(interactionHeadline(check)).toBe(check.headline);
  });

  it('is German for a German user', async () => {
    await activateLocale('de');
    expect(interactionHeadline(checkMedicationList(lists[0]!))).toBe('1 Wechselwirkung in der MedAssist-Liste gefunden (1 kontraindiziert oder schwerwiegend).');
    await activateLocale('en');
  });
});

describe('AI errors in the user language', () => {
  it('still recognises an actionable English server text once its message is translated', async () => {
    await activateLocale('de');
    const err = new ApiRequestError(502, 'The AI provider reports insufficient funds on the account. An administrator needs to top it up.');
    expect(aiErrorText(err)).toBe(err.message);
    expect(err.message).not.toMatch(/insufficient funds/);
    expect(aiErrorText({ body: { response: 'The AI assistant could not answer. Please try again later.' } })).toMatch(/KI-Assistent/);
    await activateLocale('en');
  });

  // The Worker's texts with values come with their template (ApiError.template): the daily quota
  // names its limit, "not configured" its missing setting.
  const QUOTA = { text: "Your clinic has used today's {limit} AI assistant requests. Try again tomorrow (the count restarts at midnight UTC).", values: { limit: 1500 } };
  const QUOTA_EN = "Your clinic has used today's 1500 AI assistant requests. Try again tomorrow (the count restarts at midnight UTC).";
  const NOT_CONFIGURED = {
    text: 'The AI assistant is not configured on this server: {detail} {howTo}',
    values: {
      detail: 'AI_PROVIDER is off.',
      howTo: 'To enable it, set AI_PROVIDER to "workers-ai" (deployed on Cloudflare, which provides the AI binding) or to "openai-compatible" with AI_BASE_URL, AI_TEXT_MODEL and the AI_API_KEY secret; see worker/ai/README.md.',
    },
  };

  it('the daily quota and "not configured" read in German and French with their values, unchanged in English', async () => {
    await activateLocale('de');
    const quota = new ApiRequestError(429, QUOTA_EN, {}, `429: ${QUOTA_EN}`, { message: QUOTA_EN, response: QUOTA_EN, template: QUOTA });
    expect(quota.message).toBe('Ihre Praxis hat die 1500 Anfragen an den KI-Assistenten für heute aufgebraucht. Versuchen Sie es morgen erneut (der Zähler beginnt um Mitternacht UTC neu).');
    expect(aiErrorText(quota)).toBe(quota.message);
    expect(aiErrorText({ body: { response: 'x', template: NOT_CONFIGURED } })).toMatch(/^Der KI-Assistent ist auf diesem Server nicht eingerichtet: AI_PROVIDER ist ausgeschaltet\. Zum Einrichten/);
    await activateLocale('fr');
    expect(aiErrorText({ body: { response: QUOTA_EN, template: QUOTA } })).toMatch(/^Votre cabinet a utilisé les 1500 requêtes/);
    await activateLocale('en');
    expect(new ApiRequestError(429, QUOTA_EN, {}, '', { template: QUOTA }).message).toBe(QUOTA_EN);
    expect(aiErrorText({ body: { response: QUOTA_EN, template: QUOTA } })).toBe(QUOTA_EN);
  });

  it('a body whose template is not a message descriptor shows its message as before', async () => {
    await activateLocale('de');
    expect(new ApiRequestError(404, 'Patient not found.', {}, '', { template: { text: 42 } }).message).toBe('Patient nicht gefunden.');
    await activateLocale('en');
  });
});
