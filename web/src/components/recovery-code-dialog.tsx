import { Alert, Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import { AppDialog } from './app-dialog';
import { CopyButton } from './copy-button';

/**
 * The clinic recovery code, shown once (right after registering a new clinic, or when an owner
 * creates a new one in /clinic): what it is for and where it is used, with a copy button. The
 * server keeps only its hash, so closing this is final; a stray tap outside does not close it.
 */
export function RecoveryCodeDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  return (
    <AppDialog open={code !== null} onClose={onClose} title={t('Your clinic recovery code')} size="md" keepOpenOnOutside
      footer={<Button colorPalette="brand" minH="11" onClick={onClose}>{t('I have stored it')}</Button>}>
      {code && (
        <Stack gap="3" data-testid="recovery-code">
          <Text>
            {t('If you forget your password and no other owner can give you a reset code, this code lets you choose a new one: on the sign-in page choose “Forgot password?”, then “The clinic recovery code”.')}
          </Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Code fontSize="lg" px="3" py="2" lang="en" translate="no" data-testid="recovery-code-value">{code}</Code>
            <CopyButton value={code} label={t('Copy code')} what={t('The recovery code is on the clipboard.')} />
          </Flex>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>
              {t('Store it somewhere safe, away from this device (printed, or in a password manager). It is not shown again and works once; an owner can create a new one under Clinic administration, which voids this one.')}
            </Alert.Description>
          </Alert.Root>
        </Stack>
      )}
    </AppDialog>
  );
}
