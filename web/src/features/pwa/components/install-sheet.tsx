import { Box, Button, CloseButton, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { t } from '../../../i18n';

/** The 'Add to Home Screen' bottom sheet (spec §2/§4); install-prompt.tsx decides when it shows. */
export default function InstallSheet({ ios, onClose, onInstall }: { ios: boolean; onClose: () => void; onInstall: () => void }) {
  return (
    <Box role="dialog" aria-label={t('Add to Home Screen')} position="fixed" insetX="0" bottom="0" zIndex="modal" bg="bg" borderTopWidth="1px" roundedTop="2xl" shadow="2xl" p="5" pb="calc(1.25rem + env(safe-area-inset-bottom))">
      <Stack gap="3" maxW="lg" mx="auto">
        <Flex justify="space-between" align="center">
          <Heading size="md">{t('Add to Home Screen')}</Heading>
          <CloseButton aria-label={t('Not now')} onClick={onClose} />
        </Flex>
        {ios ? (
          <>
            <List.Root as="ol" gap="1" ps="5">
              <List.Item>{t("Tap the Share button in Safari's toolbar.")}</List.Item>
              <List.Item>{t("Scroll down and tap 'Add to Home Screen'.")}</List.Item>
              <List.Item>{t("Tap 'Add' in the top-right corner.")}</List.Item>
            </List.Root>
            <Button colorPalette="brand" onClick={onClose}>{t('Got it')}</Button>
          </>
        ) : (
          <>
            <Text color="fg.muted">{t('Install MedAssist for quicker access:')}</Text>
            <List.Root gap="1" ps="5">
              <List.Item>{t('Opens instantly from your home screen, full screen')}</List.Item>
              <List.Item>{t('Calculators and reference work without a connection')}</List.Item>
              <List.Item>{t('Live alerts for critical results')}</List.Item>
            </List.Root>
            <Button colorPalette="brand" onClick={onInstall}>{t('Install App')}</Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
