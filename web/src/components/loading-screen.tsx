import { Flex, Spinner, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/** Spec §2: shown while the signed-in state loads. */
export function LoadingScreen() {
  return (
    <Flex minH="60dvh" align="center" justify="center" direction="column" gap="3" role="status">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{t('Loading...')}</Text>
    </Flex>
  );
}
