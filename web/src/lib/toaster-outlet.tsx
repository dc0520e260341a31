import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';

/**
 * The toast machinery (Chakra's toaster), loaded after the first screen by ./toaster.tsx: the
 * first screen shows no toast, and this code would otherwise sit in its JS budget.
 *
 * Spec §4/§9: at most one toast visible. Top-end, so a toast never covers a dialog's buttons. The spec's 1 000 000 ms "removal delay" is how long its
 * toast library kept a dismissed toast in memory; Chakra's toaster unmounts dismissed toasts
 * itself, and a long delay there would keep a closed toast blocking the single slot (docs/decisions/0010).
 */
export const TOAST_LIMIT = 1;

export const toaster = createToaster({ placement: 'top-end', max: TOAST_LIMIT, pauseOnPageIdle: true });

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast; `destructive` maps to the error style. */
export function showToast(title: string, description: string | undefined, kind: ToastKind): void {
  toaster.create({ title, description, type: kind, closable: true, duration: 5000 });
}

/**
 * The app's toast outlet; `onReady` runs once it listens, so toasts asked for earlier can be shown.
 * The toast region (an aria-live element) must be a direct child of <body>: an open dialog hides
 * every other child of <body> from assistive technology except live regions, and a toast inside
 * a wrapper would be hidden with it (a double-booking error shown over the dialog went unheard).
 */
export default function ToasterOutlet({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
