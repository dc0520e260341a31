import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { appointmentKeys, clinicalNoteKeys } from '../../../lib/query-keys';
import { renderInSlices } from '../../../lib/render-in-slices';
import { RecentNotes } from './recent-notes';
import { TodaySchedule } from './today-schedule';

// Issue 22: each dashboard answer arrives as an urgent update, which rendered its whole list in one
// task. A timer queued as the answer arrives stands for the browser's next task (an input, a
// paint): it runs before the rows are in only if React renders them in slices (lib/in-slices.ts).
// Each row's date or time costs ROW_MS here, standing for a row's styled Chakra elements on a phone.
const ROW_MS = 4;
const ROWS = 30;

/** Keeps the main thread busy for `ms`. */
function occupyMainThread(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

vi.mock('../../../lib/format', async (importOriginal) => {
  const format = await importOriginal<typeof import('../../../lib/format')>();
  return {
    ...format,
    formatTime: (value: string) => (occupyMainThread(ROW_MS / 2), format.formatTime(value)),
    formatDate: (value: string) => (occupyMainThread(ROW_MS), format.formatDate(value)),
  };
});

// Real scheduling, not act()'s: act() would finish every render before the test could look.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let host: HTMLElement | undefined;
let mounted: { unmount(): void } | undefined;
let client: QueryClient | undefined;
// Unmounted and its queries dropped: a panel left mounted refetched after the test, and that
// request went to happy-dom's origin (127.0.0.1:3000) once fetch was no longer stubbed.
afterEach(() => {
  mounted?.unmount();
  client?.clear();
  host?.remove();
});
// Left open until every test is done: a query refetching after its test must not reach the network.
afterAll(() => vi.unstubAllGlobals());

async function until(done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

/** Renders `panel` with its request left open, hands it `answer` under `key`, and reports what the next task sees. */
async function answerArrives(panel: ReactNode, key: readonly unknown[], answer: unknown[], rowSelector: string) {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client = queryClient;
  host = document.createElement('div');
  document.body.appendChild(host);
  const el = host;
  const rows = () => el.querySelectorAll(rowSelector).length;
  const skeleton = () => el.querySelector('.chakra-skeleton') !== null;
  mounted = renderInSlices(
    el,
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{panel}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  await until(skeleton);

  queryClient.setQueryData(key, answer);
  const nextTask = await new Promise<{ rows: number; skeleton: boolean }>((resolve) => setTimeout(() => resolve({ rows: rows(), skeleton: skeleton() }), 0));
  await until(() => rows() === answer.length);
  return { nextTask, finally: { rows: rows(), skeleton: skeleton() } };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 8, minutes)).toISOString();

describe('the dashboard lists', () => {
  it("today's schedule renders its appointments in slices, the skeleton meanwhile", async () => {
    const appointments = Array.from({ length: ROWS }, (_, n) => ({
      id: n + 1, patientId: 1, patientName: `Patient ${n}`, doctorId: 1, dateTime: at(n * 10), endDateTime: at(n * 10 + 10),
      status: 'Scheduled', type: 'In-person', purpose: 'Check-up',
    }));
    const seen = await answerArrives(<TodaySchedule />, appointmentKeys.today, appointments, '[data-testid=today-appointment]');
    expect(seen.nextTask).toEqual({ rows: 0, skeleton: true });
    expect(seen.finally).toEqual({ rows: ROWS, skeleton: false });
  });

  it('the recent notes render in slices, the skeleton meanwhile', async () => {
    const notes = Array.from({ length: ROWS }, (_, n) => ({
      id: n + 1, patientId: 1, patientName: `Patient ${n}`, doctorId: 1, doctorName: 'Dr. Test', noteContent: 'Stable.',
      createdAt: at(n), updatedAt: at(n), version: 1,
    }));
    const seen = await answerArrives(<RecentNotes />, clinicalNoteKeys.recent, notes, '[data-testid=recent-note]');
    expect(seen.nextTask).toEqual({ rows: 0, skeleton: true });
    expect(seen.finally).toEqual({ rows: ROWS, skeleton: false });
  });
});
