import type { TestProject } from 'vitest/node';
import { startFakeAi } from './fake-ai';
import { startLocalServer } from '../../scripts/lib/local-server.ts';

/** Builds the app, starts it on a free port with an empty local database (scripts/lib/local-server.ts), and tears it down after. */
export default async function setup(project: TestProject) {
  // The AI assistant talks to a local fake OpenAI-compatible endpoint (Workers AI has no local simulator).
  const fakeAi = await startFakeAi();
  const server = await startLocalServer({ build: !process.env.E2E_SKIP_BUILD, args: fakeAi.vars, logs: Boolean(process.env.E2E_SERVER_LOGS), label: 'e2e' });
  project.provide('baseURL', server.baseURL);

  return async () => {
    await server.stop();
    await fakeAi.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
