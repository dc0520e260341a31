import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../lib/use-media-query';
import { t } from '../i18n';

/**
 * A dialog with title, body and footer; full screen on phones, centred on wider screens.
 * Dialogs holding a form pass `keepOpenOnOutside` so a stray tap or focus change cannot discard typing.
 */
export function AppDialog({ open, onClose, title, children, footer, size = 'lg', keepOpenOnOutside = false }: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  keepOpenOnOutside?: boolean;
}) {
  // A responsive size object would leak the phone's full height into the desktop dialog; the body
  // scrolls inside so a tall form on a phone never loses its top or its buttons.
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={narrow ? 'full' : size} placement="center" scrollBehavior="inside"
      closeOnInteractOutside={!keepOpenOnOutside}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
