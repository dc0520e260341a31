import { describe, expect, it, vi } from 'vitest';
import type { LabResult } from '../../../../../core/schemas/lab-results';
import { labResultKeys } from '../../../lib/query-keys';
import { inNextTask, mountInSlices, occupyMainThread, until } from '../../../test/in-slices-harness';
import LabsPage from './labs-page';

// Issue 22: the list's answer arrives as an urgent update, which rendered the whole page (header,
// filters, tabs, count) in one task and only deferred the rows. A timer queued as the answer
// arrives stands for the browser's next task (an input, a paint): the page it sees must still be
// the one before the answer, the answer being rendered in slices. Each row's date costs ROW_MS
// here, standing for a row's styled Chakra elements on a phone, so the slices outlast that task.
const ROW_MS = 4;
const ROWS = 30;

vi.mock('../../../lib/format', async (importOriginal) => {
  const format = await importOriginal<typeof import('../../../lib/format')>();
  return { ...format, formatShortDate: (value: string) => (occupyMainThread(ROW_MS), format.formatShortDate(value)) };
});

const result = (n: number): LabResult => ({
  id: n + 1, patientId: 1, patientName: `Patient ${n}`, labName: 'Basic metabolic panel', kind: 'lab',
  resultData: { patientName: `Patient ${n}`, critical: false, tests: [] }, receivedAt: new Date(Date.UTC(2026, 0, 5, 8, n)).toISOString(),
  isReviewed: true, isCritical: false, notifiedAt: null, reviewedBy: 1, reviewedByName: 'Dr. Test', reviewedAt: null,
});

describe('/labs when the list answers', () => {
  it('renders the answer in slices, the page as it was meanwhile', async () => {
    const { host: el, queryClient } = mountInSlices(<LabsPage />, '/labs');
    const rows = () => el.querySelectorAll('[data-testid=lab-result-row]').length;
    const skeleton = () => el.querySelector('.chakra-skeleton') !== null;
    // The count line above the rows ("30 results"; the message itself, no locale being loaded here).
    const count = () => el.querySelector('[aria-live=polite]')?.textContent ?? null;
    await until(skeleton);

    queryClient.setQueryData(labResultKeys.list(false, 'all', ''), Array.from({ length: ROWS }, (_, n) => result(n)));
    const nextTask = await inNextTask(() => ({ rows: rows(), skeleton: skeleton(), count: count() }));
    await until(() => rows() === ROWS);

    expect(nextTask).toEqual({ rows: 0, skeleton: true, count: null });
    expect({ rows: rows(), skeleton: skeleton(), count: count() }).toEqual({ rows: ROWS, skeleton: false, count: expect.any(String) });
  });
});
