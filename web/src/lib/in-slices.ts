import { useDeferredValue } from 'react';

// Rendering in slices (issue 22: a mid-range phone's main thread). React renders a transition in
// slices of about 5 ms and lets the browser in between (input, paint, the next network answer);
// anything else it renders in one task, which a phone at 4× slower CPU turns into a freeze
// (Lighthouse's total blocking time). A start renders a lot in two places: the app's first render
// (render-in-slices.ts) and each answer from the server (below).

/**
 * `value` as last rendered until React has rendered its newest version as a transition. TanStack
 * Query hands every answer to React as an urgent update (useSyncExternalStore), which renders all
 * that reads it in one task: a page reading its rows through this renders them in slices instead.
 * `catchingUp`: a newer value is being rendered (a list with nothing shown yet keeps its loading
 * state meanwhile).
 */
export function useInSlices<T>(value: T): { value: T; catchingUp: boolean } {
  const shown = useDeferredValue(value);
  return { value: shown, catchingUp: !Object.is(shown, value) };
}
