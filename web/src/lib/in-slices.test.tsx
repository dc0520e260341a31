import { useSyncExternalStore, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useInSlices } from './in-slices';
import { renderInSlices } from './render-in-slices';
import { inNextTask, occupyMainThread, until } from '../test/in-slices-harness';

// What a phone feels (issue 22): while a large render runs, can the browser do anything else? A
// timer queued when the render starts stands for the browser's next task (an input, a paint): it
// runs before the render ends only if React rendered in slices.

const ROWS = 40;
const ROW_MS = 3;

/** A row that costs ROW_MS of main-thread work to render. */
function SlowRow({ n }: { n: number }) {
  occupyMainThread(ROW_MS);
  return <li data-testid="row">{n}</li>;
}

function rowsIn(host: Element) {
  return host.querySelectorAll('[data-testid=row]').length;
}

async function untilRows(host: Element, count: number) {
  await until(() => rowsIn(host) === count);
  expect(rowsIn(host)).toBe(count);
}

/** A store that hands its value to React the way TanStack Query hands it an answer. */
function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    set(next: T) {
      value = next;
      for (const l of listeners) l();
    },
    use: () => useSyncExternalStore((l) => (listeners.add(l), () => listeners.delete(l)), () => value),
  };
}

let host: HTMLElement;
afterEach(() => host?.remove());
function newHost() {
  host = document.createElement('div');
  document.body.appendChild(host);
  return host;
}

const rows = (count: number): ReactNode => <ul>{Array.from({ length: count }, (_, n) => <SlowRow key={n} n={n} />)}</ul>;

describe('rendering in slices', () => {
  it('the first render of the app lets the browser in before it ends', async () => {
    const el = newHost();
    renderInSlices(el, rows(ROWS));
    expect(await inNextTask(() => rowsIn(el))).toBe(0);
    await untilRows(el, ROWS);
  });

  it('an answer arriving renders its rows in slices, showing the loading state until they are in', async () => {
    const el = newHost();
    const answer = createStore<number[] | undefined>(undefined);
    function List() {
      const { value, catchingUp } = useInSlices(answer.use());
      if (!value) return <p data-testid="loading">{catchingUp ? 'rendering' : 'waiting'}</p>;
      return <ul>{value.map((n) => <SlowRow key={n} n={n} />)}</ul>;
    }
    renderInSlices(el, <List />);
    await until(() => el.querySelector('[data-testid=loading]') !== null);
    expect(el.querySelector('[data-testid=loading]')?.textContent).toBe('waiting');

    answer.set(Array.from({ length: ROWS }, (_, n) => n));
    const loadingSeenByTheNextTask = inNextTask(() => el.querySelector('[data-testid=loading]')?.textContent);
    expect(await inNextTask(() => rowsIn(el))).toBe(0);
    expect(await loadingSeenByTheNextTask).toBe('rendering');
    await untilRows(el, ROWS);
    expect(el.querySelector('[data-testid=loading]')).toBeNull();
  });
});
