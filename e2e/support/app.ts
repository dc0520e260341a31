import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newPage as openPage, WIDE } from './browser';

export const baseURL = () => inject('baseURL');

let counter = 0;
/** A unique doctor for one test. */
export function newDoctor(prefix = 'doc') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { name: `Dr ${prefix.toUpperCase()} ${counter}`, email: `${id}@example.org`, password: 'correct horse battery', username: id };
}

/** Waits until the 2-second splash has gone. */
export async function waitForSplash(page: Page): Promise<void> {
  await page.locator('[data-testid=splash]').waitFor({ state: 'detached', timeout: 10_000 });
}

/** A fresh context (own cookies) whose relative URLs go to the server under test. */
export function newPage(browser: Browser, viewport = WIDE, options: BrowserContextOptions = {}) {
  return openPage(browser, viewport, baseURL(), options);
}

/** Opens a page already signed in as a freshly registered doctor (registered through the API). */
export async function signedInPage(browser: Browser, viewport = WIDE, doctor = newDoctor()) {
  const { context, page } = await newPage(browser, viewport);
  const res = await context.request.post(`${baseURL()}/api/register`, {
    data: { username: doctor.username, email: doctor.email, name: doctor.name, country: 'us', specialty: 'cardiology', password: doctor.password, role: 'doctor' },
  });
  if (res.status() !== 201) throw new Error(`register failed ${res.status()}: ${await res.text()}`);
  const user = (await res.json()) as { id: number; username: string; clinicId: number };
  return { context, page, doctor: { ...doctor, username: user.username }, user };
}

/** Saves a screenshot for humans to look at (e2e/.artifacts, git-ignored). */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/.artifacts/${name}.png` });
}

/** The page never scrolls sideways (its document is no wider than the window). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}
