import { CALCULATOR_INPUT_LABELS, CALCULATOR_INPUT_VALUE_LABELS } from '../../../../core/calculators/input-labels';
import { msg } from '../../../../core/i18n/msg';
import { AI_HISTORY_MAX_MESSAGES, AI_PROMPT_MAX_CHARS, type AiHistoryMessage } from '../../../../core/schemas/ai';
import type { MedicationListCheck } from '../../../../core/reference/interaction-check';
import { isBlockingLevel } from '../../../../core/reference/clinical-levels';
import { isMessageDescriptor } from '../../../../core/i18n/message';
import { t } from '../../i18n';
import { localText } from '../../lib/local-text';
import { formatNumber } from '../../lib/format';

/** Spec §8: what the chat shows for any failure it cannot explain. */
export const AI_APOLOGY = msg("I'm sorry, I encountered an error processing your request. Please try again later.");
/** Spec §8 toasts. */
export const CHAT_FAILED_TOAST = msg('Failed to get response from AI assistant.');
export const ANALYSIS_FAILED_TOAST = msg('Failed to analyze the test results.');

const ACTIONABLE = /api key|quota|usage limit|insufficient funds/i;

/**
 * Spec §8: the server's text when it carries a `response` string or mentions an API key, quota,
 * usage limit or insufficient funds; otherwise the apology. In the user's language: the server's
 * texts are marked with `msg` where declared (worker/ai/errors.ts), and ApiRequestError's message
 * arrives translated already.
 */
export function aiErrorText(error: { message?: string; body?: Record<string, unknown> } | unknown): string {
  if (error && typeof error === 'object') {
    const { message, body, display } = error as { message?: unknown; body?: Record<string, unknown>; display?: unknown };
    const response = body?.response;
    if (typeof response === 'string' && response.trim() !== '') return isMessageDescriptor(body?.template) ? localText(body.template) : t(response);
    // ApiRequestError's message is already translated; `display` keeps the server's English words.
    const english = typeof display === 'string' ? display : message;
    if (typeof message === 'string' && typeof english === 'string' && ACTIONABLE.test(english)) return message;
  }
  return t(AI_APOLOGY);
}

/** One event of the AI SDK's UI message stream (only the fields the page reads). */
export interface UiChunk {
  type: string;
  delta?: string;
  errorText?: string;
  toolCallId?: string;
  toolName?: string;
  input?: unknown;
  output?: unknown;
}

/**
 * Incremental parser of a server-sent event stream of JSON chunks (`data: {...}` events, ending
 * with `data: [DONE]`): feed it text as it arrives, get the complete chunks back.
 */
export function createSseParser(): { push(text: string): UiChunk[]; end(): UiChunk[] } {
  let buffer = '';
  const parse = (event: string): UiChunk | null => {
    const data = event
      .split(/\r?\n/)
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data || data === '[DONE]') return null;
    try {
      const chunk = JSON.parse(data) as UiChunk;
      return chunk && typeof chunk.type === 'string' ? chunk : null;
    } catch {
      return null;
    }
  };
  return {
    push(text) {
      buffer += text;
      const events = buffer.split(/\r?\n\r?\n/);
      buffer = events.pop() ?? '';
      return events.map(parse).filter((c): c is UiChunk => c !== null);
    },
    end() {
      const last = parse(buffer);
      buffer = '';
      return last ? [last] : [];
    },
  };
}

/** A chat message of the page (spec §3: role, content, timestamp), plus what the assistant calculated. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** Preview of an attached image (data URL), user messages only. */
  imageUrl?: string;
  toolCalls?: ToolCallView[];
  /** streaming: the answer is being written; error: `content` is an error text. */
  status?: 'streaming' | 'done' | 'error';
  /** An answer cut short by an error after it had started. */
  incomplete?: boolean;
}

/** A calculator the assistant ran, as the page shows it. */
export interface ToolCallView {
  toolCallId: string;
  toolName: string;
  input?: unknown;
  output?: unknown;
  errorText?: string;
}

/** Earlier turns to send with a new question: the last answered ones, text only, within the server's limits. */
export function historyFor(messages: ChatMessage[]): AiHistoryMessage[] {
  return messages
    .filter((m) => m.status !== 'error' && m.status !== 'streaming' && !m.incomplete && m.content.trim() !== '')
    .slice(-AI_HISTORY_MAX_MESSAGES)
    .map((m) => ({ role: m.role, content: m.content.slice(0, AI_PROMPT_MAX_CHARS) }));
}

/** Applies one stream chunk to the tool calls of an answer. */
export function applyToolChunk(calls: ToolCallView[], chunk: UiChunk): ToolCallView[] {
  const id = chunk.toolCallId;
  if (!id) return calls;
  const existing = calls.find((c) => c.toolCallId === id);
  const base: ToolCallView = existing ?? { toolCallId: id, toolName: chunk.toolName ?? '' };
  let next: ToolCallView;
  switch (chunk.type) {
    case 'tool-input-start':
      next = base;
      break;
    case 'tool-input-available':
      next = { ...base, toolName: chunk.toolName ?? base.toolName, input: chunk.input };
      break;
    case 'tool-input-error':
      next = { ...base, toolName: chunk.toolName ?? base.toolName, input: chunk.input, errorText: chunk.errorText ?? msg('The calculator did not accept these inputs.') };
      break;
    case 'tool-output-available':
      next = { ...base, output: chunk.output };
      break;
    case 'tool-output-error':
      next = { ...base, errorText: chunk.errorText ?? msg('The calculator failed.') };
      break;
    default:
      return calls;
  }
  return existing ? calls.map((c) => (c.toolCallId === id ? next : c)) : [...calls, next];
}

/** 'congestiveHeartFailure' → 'Congestive heart failure'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A calculator input's name in the user's language ('Weight (kg)', 'Gewicht (kg)'); one not listed, humanized. */
function inputLabel(key: string): string {
  const label = CALCULATOR_INPUT_LABELS[key];
  return label ? t(label) : humanizeKey(key);
}

/** A calculator input value as text: yes/no for booleans, numbers in the user's format, options as words, nested values flattened. */
export function formatInputValue(value: unknown): string {
  if (value === true) return t('Yes');
  if (value === false) return t('No');
  if (typeof value === 'number') return formatNumber(value, 4);
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(formatInputValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${inputLabel(k)}: ${formatInputValue(v)}`)
      .join('; ');
  }
  const option = CALCULATOR_INPUT_VALUE_LABELS[String(value)];
  return option ? t(option) : String(value);
}

/** The inputs the assistant passed to a calculator, as label/value rows. */
export function inputRows(input: unknown): Array<{ label: string; value: string }> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return [];
  return Object.entries(input as Record<string, unknown>).map(([k, v]) => ({ label: inputLabel(k), value: formatInputValue(v) }));
}

/** An image chosen for sending: base64 without prefix for the API, data URL for the preview. */
export interface AttachedImage {
  name: string;
  size: number;
  base64: string;
  dataUrl: string;
}

/** Reads a file as base64 without the data-URL prefix (spec §7), plus the data URL for a preview. */
export function readImageFile(file: Blob): Promise<{ base64: string; dataUrl: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({ dataUrl, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** '2.4 MB', '312 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), 1, 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The checker's headline (core/reference/interaction-check.ts, English for the model), rebuilt
 *  from the same result in the user's language. */
export function interactionHeadline(check: MedicationListCheck): string {
  const severe = check.interactions.filter((i) => isBlockingLevel(i.severity)).length;
  const checked = new Set(check.medications.flatMap((m) => m.checkedAs)).size;
  const found =
    check.interactions.length > 0
      ? t("{count, plural, one {# interaction} other {# interactions}} found in MedAssist's list ({severe} contraindicated or major).", { count: check.interactions.length, severe })
      : checked >= 2
        ? `${t("No interaction found in MedAssist's list ({drugs} drugs, {rules} rules)", check.checkedAgainst)}.`
        : t("Fewer than 2 of these medications are in MedAssist's list: nothing could be checked.");
  return check.notChecked.length > 0 ? `${found} ${t('Not checked (not in the list): {names}.', { names: check.notChecked.join(', ') })}` : found;
}
