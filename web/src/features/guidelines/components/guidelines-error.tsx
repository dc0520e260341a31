import { Button, EmptyState } from '@chakra-ui/react';
import { AlertTriangleIcon } from '../../../components/icons';

/**
 * A guideline page that could not load (spec §8): a title ('Error' or 'Error Loading Content'),
 * the failure ('An unknown error occurred' when there is none) and a button that reloads the page.
 */
export function GuidelinesError({ title, message, retryLabel }: { title: string; message?: string | undefined; retryLabel: 'Try Again' | 'Retry' }) {
  return (
    <EmptyState.Root role="alert" data-testid="guidelines-error" borderWidth="1px" borderColor="border.error" rounded="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.error"><AlertTriangleIcon /></EmptyState.Indicator>
        <EmptyState.Title as="h2">{title}</EmptyState.Title>
        <EmptyState.Description textAlign="center">{message || 'An unknown error occurred'}</EmptyState.Description>
        <Button colorPalette="brand" minH="11" onClick={() => window.location.reload()}>{retryLabel}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
