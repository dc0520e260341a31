import { Box, Flex, Text } from '@chakra-ui/react';
import { useOnline } from '../lib/use-online';
import { AlertTriangleIcon } from './icons';

export const OFFLINE_TEXT = 'You are offline. Calculators, guidelines and reference still work; patient data needs a connection, and what you save now is sent when you are back online (keep this page open).';

/** A clear offline state for signed-in pages instead of errors (issue #9); gone as soon as the connection is back. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box role="status" aria-live="polite" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted" px={{ base: '3', md: '6' }} py="2" data-testid="offline-banner">
      <Flex gap="2" align="center">
        <AlertTriangleIcon boxSize="4" flexShrink="0" />
        <Text fontSize="sm">{OFFLINE_TEXT}</Text>
      </Flex>
    </Box>
  );
}
