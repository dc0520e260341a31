import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/**
 * Spec §4/§9: at most one toast visible. Top-end, so a toast never covers a dialog's buttons. The spec's 1 000 000 ms "removal delay" is how long its
 * toast library kept a dismissed toast in memory; Chakra's toaster unmounts dismissed toasts
 * itself, and a long delay there would keep a closed toast blocking the single slot (README, Decisions).
 */
export const TOAST_LIMIT = 1;

export const toaster = createToaster({ placement: 'top-end', max: TOAST_LIMIT, pauseOnPageIdle: true });

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast; `destructive` maps to the error style. */
export function notify(title: string, description?: string, kind: ToastKind = 'info'): void {
  toaster.create({ title, description, type: kind, closable: true, duration: 5000 });
}

/** The app's toast outlet. */
export function AppToaster() {
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
