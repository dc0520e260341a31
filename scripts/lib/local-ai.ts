// What `npm start` says about the AI assistant. The local server runs without Cloudflare, so the
// AI binding (Workers AI, the production default) has nothing behind it: the assistant answers
// only once the user names a provider in .dev.vars (worker/ai/README.md).
import { existsSync, readFileSync } from 'node:fs';
import { unstable_readConfig } from 'wrangler';

type Vars = Record<string, string | undefined>;

/** wrangler.toml's [vars] with .dev.vars over them, as `wrangler dev` merges them. */
export function localVars(devVarsPath = '.dev.vars'): Vars {
  const vars: Vars = {};
  for (const [key, value] of Object.entries(unstable_readConfig({ config: 'wrangler.toml' }).vars)) vars[key] = String(value);
  const text = existsSync(devVarsPath) ? readFileSync(devVarsPath, 'utf8') : '';
  for (const [, key, value] of text.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/gm)) vars[key!] = value!.replace(/^(['"])(.*)\1$/, '$2');
  return vars;
}

/** One or two lines: which model answers locally, or that none does and how to set one. */
export function localAiNotice(vars: Vars): string {
  if (vars.AI_PROVIDER?.trim().toLowerCase() === 'openai-compatible') {
    return vars.AI_BASE_URL
      ? `AI assistant: ${vars.AI_TEXT_MODEL || '(no AI_TEXT_MODEL set)'} at ${vars.AI_BASE_URL}`
      : 'AI assistant: AI_PROVIDER is openai-compatible but AI_BASE_URL is empty in .dev.vars (worker/ai/README.md).';
  }
  return [
    'AI assistant: off here until it has a provider (Workers AI needs Cloudflare). In .dev.vars set',
    '  AI_PROVIDER=openai-compatible, AI_BASE_URL, AI_TEXT_MODEL and AI_API_KEY, then restart (worker/ai/README.md).',
  ].join('\n');
}
