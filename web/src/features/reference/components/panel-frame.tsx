import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../../../i18n';

/** The floating reference panel's frame, bottom right above its button. */
export function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <Card.Root role="dialog" aria-label={t('Medical reference')} position="fixed" zIndex="banner" shadow="xl"
      bottom={{ base: '20', md: '24' }} right={{ base: '2', md: '6' }} w={{ base: 'calc(100vw - 1rem)', sm: '26rem' }} maxH="70dvh" overflow="hidden">
      {children}
    </Card.Root>
  );
}
