import { EmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BookIcon } from '../../../components/icons';
import { t } from '../../../i18n';

/** 'No guidelines found' with a hint line and an optional action (spec §8). */
export function GuidelinesEmptyState({ hint, action }: { hint: string; action?: ReactNode }) {
  return (
    <EmptyState.Root data-testid="guidelines-empty" borderWidth="1px" rounded="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator><BookIcon /></EmptyState.Indicator>
        <EmptyState.Title as="h2">{t('No guidelines found')}</EmptyState.Title>
        <EmptyState.Description textAlign="center">{hint}</EmptyState.Description>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
