// Test-only: language models that answer without a provider (the AI SDK's mocks), and a reader of
// the patient record message the AI routes send first.
import type { LanguageModelV4CallOptions, LanguageModelV4GenerateResult, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';

export const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

export function textResult(text: string): LanguageModelV4GenerateResult {
  return { content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE, warnings: [] };
}

export function textStream(...deltas: string[]): { stream: ReadableStream<LanguageModelV4StreamPart> } {
  return {
    stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 't1' },
      ...deltas.map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 't1', delta })),
      { type: 'text-end', id: 't1' },
      { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: USAGE },
    ]),
  };
}

/** A text model that always answers `text` (generate and stream). */
export function mockModel(text = 'Mock answer.') {
  return new MockLanguageModelV4({ doGenerate: async () => textResult(text), doStream: async () => textStream(...text.split(/(?<= )/)) });
}

export type Prompt = LanguageModelV4CallOptions['prompt'];
export const systemOf = (prompt: Prompt) => prompt.find((m) => m.role === 'system')?.content as string;
export const lastUser = (prompt: Prompt) => [...prompt].reverse().find((m) => m.role === 'user')!;
