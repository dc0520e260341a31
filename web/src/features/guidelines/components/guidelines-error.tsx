import { Button, EmptyState } from '@chakra-ui/react';
import { AlertTriangleIcon } from '../../../components/icons';
import { t } from '../../../i18n';

/**
 * A guideline page that could not load (spec §8): a title ('Error' or 'Error Loading Content'),
 * the failure ('An unknown error occurred' when there is none) and a button that reloads the page.
 * Title and button come in English (msg) and are translated here.
 */
export function GuidelinesError({ title, message, retryLabel }: { title: string; message?: string | undefined; retryLabel: 'Try Again' | 'Retry' }) {
  return (
    <EmptyState.Root role="alert" data-testid="guidelines-error" borderWidth="1px" borderColor="border.error" rounded="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.error"><AlertTriangleIcon /></EmptyState.Indicator>
        <EmptyState.Title as="h2">{t(title)}</EmptyState.Title>
        <EmptyState.Description textAlign="center">{message || t('An unknown error occurred')}</EmptyState.Description>
        <Button colorPalette="brand" minH="11" onClick={() => window.location.reload()}>{t(retryLabel)}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
