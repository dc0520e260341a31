// The chart's render time after its data, on the throttled phone profile (issue 18, budget ≤ 300 ms):
// headless Chromium at 390×844 with Slow 4G and a 4× slower CPU (bench/lcp.ts's profile) opens
// /patients/:id signed in; the page marks when the chart's answer has arrived and measures to the
// first frame painted with the chart (web/src/features/chart/render-timing.ts: 'chart:render').
// The network only delays the data, so the figure is the CPU's: parsing aside, React rendering
// the summary tab from 1 000+ observations on a slow phone.
import { PHONE, launch, throttle } from './lcp.ts';

export interface ChartRender {
  /** From the data's arrival to the chart painted, ms. */
  render: number;
  /** From navigation start to the data's arrival, ms (for context: the throttled network). */
  dataAt: number;
}

const MEASURED = `performance.getEntriesByName('chart:render', 'measure').length > 0`;

/** `runs` visits to the patient's chart, each in a fresh context signed in with `cookie` ("sid=…"). */
export async function measureChartRender(baseURL: string, cookie: string, patientId: number, runs = 5): Promise<ChartRender[]> {
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  const browser = await launch();
  try {
    const visits: ChartRender[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: PHONE, baseURL, bypassCSP: true });
      await context.addCookies([{ name, value, url: baseURL }]);
      const page = await context.newPage();
      try {
        await throttle(context, page);
        await page.goto(`/patients/${patientId}`, { waitUntil: 'commit' });
        await page.waitForFunction(MEASURED, undefined, { timeout: 120_000, polling: 100 });
        visits.push(
          (await page.evaluate(`(() => {
            const m = performance.getEntriesByName('chart:render', 'measure')[0];
            return { render: m.duration, dataAt: m.startTime };
          })()`)) as ChartRender,
        );
      } finally {
        await context.close();
      }
    }
    return visits;
  } finally {
    await browser.close();
  }
}
