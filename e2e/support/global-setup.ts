import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { startFakeAi } from './fake-ai';
import { startLocalServer } from '../../scripts/lib/local-server.ts';

/**
 * Builds the app, starts it on a free port with an empty local database (scripts/lib/local-server.ts)
 * and starts the one Chromium every test file connects to; tears both down after.
 */
export default async function setup(project: TestProject) {
  // The AI assistant talks to a local fake OpenAI-compatible endpoint (Workers AI has no local simulator).
  const fakeAi = await startFakeAi();
  // The stand-in EHR (smart-ehr.ts) serves plain http on localhost, which a registration accepts only in a local run.
  const localEhr = ['--var', 'EHR_ALLOW_LOCAL_HTTP:on'];
  // Chromium starts while the server builds, migrates and starts (neither needs the other).
  const starting = launchBrowserServer();
  const server = await startLocalServer({ build: !process.env.E2E_SKIP_BUILD, args: [...fakeAi.vars, ...localEhr], logs: Boolean(process.env.E2E_SERVER_LOGS), label: 'e2e' })
    .catch(async (err: unknown) => {
      await starting.then((browser) => browser.close(), () => undefined);
      await fakeAi.close();
      throw err;
    });
  project.provide('baseURL', server.baseURL);
  // vitest runs no teardown when set-up throws: a browser that fails to start (no Chromium) must not leave the server running.
  const browser = await starting.catch(async (err: unknown) => {
    await server.stop();
    await fakeAi.close();
    throw err;
  });
  project.provide('browserWSEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await server.stop();
    await fakeAi.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserWSEndpoint: string;
  }
}
