import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localAiNotice, localVars } from './local-ai.ts';

// Issue 33: `npm start` tells the user whether the assistant can answer locally, and how to give it a provider.
describe("npm start's AI line", () => {
  it('says the assistant is off with the Workers AI default, and what to put in .dev.vars', () => {
    const notice = localAiNotice({ AI_PROVIDER: 'workers-ai' });
    expect(notice).toContain('AI assistant: off here until it has a provider');
    expect(notice).toContain('AI_PROVIDER=openai-compatible, AI_BASE_URL, AI_TEXT_MODEL and AI_API_KEY');
    expect(notice).toContain('worker/ai/README.md');
  });

  it('names the model and endpoint once a provider is set, and a missing base URL', () => {
    expect(localAiNotice({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_TEXT_MODEL: 'llama3.2' })).toBe('AI assistant: llama3.2 at http://127.0.0.1:11434/v1');
    expect(localAiNotice({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: '' })).toContain('AI_BASE_URL is empty');
  });

  it('reads wrangler.toml [vars] with .dev.vars over them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medassist-vars-'));
    try {
      expect(localVars(join(dir, 'missing')).AI_PROVIDER).toBe('workers-ai');
      writeFileSync(join(dir, '.dev.vars'), '# local AI\nAI_PROVIDER="openai-compatible"\nAI_BASE_URL=https://api.openai.com/v1\n');
      expect(localVars(join(dir, '.dev.vars'))).toMatchObject({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'https://api.openai.com/v1', AI_DAILY_QUOTA_PER_CLINIC: '500' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
