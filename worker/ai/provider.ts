import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createWorkersAI } from 'workers-ai-provider';
import { message, type LocalText, type MessageDescriptor } from '../../core/i18n/message';
import { msg } from '../../core/i18n/msg';
import { dropUnparsableSseEvents } from './sse-guard';

// The AI SDK prints provider warnings with console.warn; they never carry content, but the AI
// layer's rule is simple: it writes nothing to the logs.
globalThis.AI_SDK_LOG_WARNINGS = false;

/** Provider names accepted in AI_PROVIDER. */
export const AI_PROVIDERS = ['workers-ai', 'openai-compatible', 'off'] as const;

/** What the AI layer reads from the environment: wrangler vars plus the AI_API_KEY secret (never in wrangler.toml). */
export type AiEnv = Pick<Env, 'AI' | 'AI_PROVIDER' | 'AI_TEXT_MODEL' | 'AI_VISION_MODEL' | 'AI_BASE_URL'> & { AI_API_KEY?: string };

/** The configured models: one for text (calculator tools available) and one for questions with an image. */
export interface AiModels {
  provider: string;
  text: LanguageModel;
  vision: LanguageModel;
  /** Whether the vision model is given the tools with an image (see VISION_MODELS_WITHOUT_TOOLS). */
  visionTools: boolean;
}

/**
 * Vision models that cannot call tools while an image is in the prompt; they get none and answer
 * from the server-side check in the patient record. Llama 3.2 Vision: "Tool Calling does NOT work
 * with images in the prompt as of now" (meta-llama/llama-models, models/llama3_2/vision_prompt_format.md).
 */
export const VISION_MODELS_WITHOUT_TOOLS: ReadonlySet<string> = new Set(['@cf/meta/llama-3.2-11b-vision-instruct']);

export type AiSetup = { ok: true; models: AiModels } | { ok: false; message: MessageDescriptor };

const HOW_TO = msg(
  'To enable it, set AI_PROVIDER to "workers-ai" (deployed on Cloudflare, which provides the AI binding) or to "openai-compatible" with AI_BASE_URL, AI_TEXT_MODEL and the AI_API_KEY secret; see worker/ai/README.md.',
);

/** The 503 text when no provider is configured or reachable; `detail` says what is missing. A
 *  template, so the chat shows it in the user's language (ApiError.template). */
export function notConfiguredMessage(detail: LocalText): MessageDescriptor {
  return message(msg('The AI assistant is not configured on this server: {detail} {howTo}'), { detail, howTo: HOW_TO });
}

/** Local runs (wrangler dev --local, tests) have an AI binding that refuses every call. */
export const WORKERS_AI_LOCAL_DETAIL = msg('Workers AI is only reachable when the app runs on Cloudflare (a local server has no AI provider).');

let testModels: AiModels | null = null;

/**
 * Test seam: Worker tests run in the Worker's own isolate, so they can swap in mock models here
 * (`null` goes back to the configuration). Never called by the app itself.
 */
export function setAiModelsForTesting(models: { text: LanguageModel; vision?: LanguageModel; visionTools?: boolean } | null): void {
  testModels = models ? { provider: 'test', text: models.text, vision: models.vision ?? models.text, visionTools: models.visionTools ?? true } : null;
}

/**
 * The models AI_PROVIDER selects, or why there are none. Creating a model makes no network call:
 * an unreachable provider shows up only when it is called (see errors.ts).
 */
export function resolveAi(env: AiEnv): AiSetup {
  if (testModels) return { ok: true, models: testModels };
  const provider = (env.AI_PROVIDER ?? '').trim().toLowerCase();
  const textModel = (env.AI_TEXT_MODEL ?? '').trim();
  const visionModel = (env.AI_VISION_MODEL ?? '').trim() || textModel;

  if (provider === '' || provider === 'off' || provider === 'none') return { ok: false, message: notConfiguredMessage(msg('AI_PROVIDER is off.')) };

  if (provider === 'workers-ai') {
    if (!env.AI) return { ok: false, message: notConfiguredMessage(msg('the AI binding is missing from wrangler.toml.')) };
    if (!textModel) return { ok: false, message: notConfiguredMessage(msg('AI_TEXT_MODEL is empty.')) };
    const workersAi = createWorkersAI({ binding: guardBinding(env.AI) });
    return { ok: true, models: { provider, text: workersAi(textModel), vision: workersAi(visionModel), visionTools: !VISION_MODELS_WITHOUT_TOOLS.has(visionModel) } };
  }

  if (provider === 'openai-compatible') {
    const baseURL = (env.AI_BASE_URL ?? '').trim();
    if (!/^https?:\/\//i.test(baseURL)) return { ok: false, message: notConfiguredMessage(msg('AI_BASE_URL is not set to an http(s) address.')) };
    if (!textModel || textModel.startsWith('@cf/')) {
      return { ok: false, message: notConfiguredMessage(msg('AI_TEXT_MODEL must name a model of the OpenAI-compatible provider (it still names a Workers AI model).')) };
    }
    const apiKey = env.AI_API_KEY?.trim();
    const openai = createOpenAICompatible({ name: 'openai-compatible', baseURL, ...(apiKey ? { apiKey } : {}) });
    const vision = visionModel.startsWith('@cf/') ? textModel : visionModel;
    return { ok: true, models: { provider, text: openai.chatModel(textModel), vision: openai.chatModel(vision), visionTools: true } };
  }

  return { ok: false, message: notConfiguredMessage(message(msg('AI_PROVIDER "{value}" is not one of {providers}.'), { value: provider.slice(0, 40), providers: AI_PROVIDERS.join(', ') })) };
}

/**
 * The Workers AI binding with its streamed answers cleaned: workers-ai-provider prints any stream
 * event it cannot parse (model output) with console.warn, so such events are dropped first.
 */
function guardBinding(ai: Ai): Ai {
  const run = async (...args: Parameters<Ai['run']>) => {
    const out: unknown = await ai.run(...args);
    return out instanceof ReadableStream ? out.pipeThrough(dropUnparsableSseEvents()) : out;
  };
  return { run } as unknown as Ai;
}
