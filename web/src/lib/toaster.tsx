import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from './idle';

// `notify` is what the app calls; the toast machinery itself (./toaster-outlet.tsx) loads once the
// page has loaded and the browser is idle, or at the first notify, whichever comes first, so the
// first screen's JS budget (DESIGN.md §7) does not carry it. Toasts asked for before it is ready
// are shown as soon as it is, in order.

type ToastKind = 'success' | 'error' | 'info' | 'warning';
type Outlet = typeof import('./toaster-outlet');

const loadOutlet = (): Promise<Outlet> => import('./toaster-outlet');

let ready: Outlet | undefined;
const pending: Array<[string, string | undefined, ToastKind]> = [];
const wanted = new Set<() => void>();

/** Shows a toast; `destructive` maps to the error style. */
export function notify(title: string, description?: string, kind: ToastKind = 'info'): void {
  if (ready) {
    ready.showToast(title, description, kind);
    return;
  }
  pending.push([title, description, kind]);
  wanted.forEach((mount) => mount());
}

const onOutletReady = () => {
  void loadOutlet().then((loaded) => {
    ready = loaded;
    for (const [title, description, kind] of pending.splice(0)) loaded.showToast(title, description, kind);
  });
};

/**
 * The app's toast outlet (mounted once, in the providers). `prepare` runs before the outlet first
 * renders: the app loads the toast's recipe with it (web/src/app/theme-late.ts).
 */
export function AppToaster({ prepare }: { prepare?: () => Promise<unknown> }) {
  const [LazyOutlet] = useState(() => lazy(async () => (await Promise.all([loadOutlet(), prepare?.()]))[0]));
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    wanted.add(mount);
    if (pending.length) mount();
    const cancel = whenIdleAfterLoad(mount);
    return () => {
      wanted.delete(mount);
      cancel();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyOutlet onReady={onOutletReady} />
    </Suspense>
  );
}
