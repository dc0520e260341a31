import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appointmentKeys, clinicalNoteKeys } from '../../../lib/query-keys';
import { inNextTask, mountInSlices, occupyMainThread, until } from '../../../test/in-slices-harness';
import { RecentNotes } from './recent-notes';
import { TodaySchedule } from './today-schedule';

// Issue 22: each dashboard answer arrives as an urgent update, which rendered its whole list in one
// task. A timer queued as the answer arrives stands for the browser's next task (an input, a
// paint): it runs before the rows are in only if React renders them in slices (lib/in-slices.ts).
// Each row's date or time costs ROW_MS here, standing for a row's styled Chakra elements on a phone.
const ROW_MS = 4;
const ROWS = 30;

vi.mock('../../../lib/format', async (importOriginal) => {
  const format = await importOriginal<typeof import('../../../lib/format')>();
  return {
    ...format,
    formatTime: (value: string) => (occupyMainThread(ROW_MS / 2), format.formatTime(value)),
    formatDate: (value: string) => (occupyMainThread(ROW_MS), format.formatDate(value)),
  };
});

/** Renders `panel` with its request left open, hands it `answer` under `key`, and reports what the next task sees. */
async function answerArrives(panel: ReactNode, key: readonly unknown[], answer: unknown[], rowSelector: string) {
  const { host, queryClient } = mountInSlices(panel);
  const rows = () => host.querySelectorAll(rowSelector).length;
  const skeleton = () => host.querySelector('.chakra-skeleton') !== null;
  await until(skeleton);
  queryClient.setQueryData(key, answer);
  const nextTask = await inNextTask(() => ({ rows: rows(), skeleton: skeleton() }));
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
