import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Renders the app into `container` as a transition: the first render of every page in slices of a
 * few milliseconds, the browser let in between (lib/in-slices.ts says why). Its own module: the
 * entry needs only this, the pages only the hook.
 */
export function renderInSlices(container: Element, app: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
