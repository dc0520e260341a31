import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { RecoveryCodeDialog } from '../../../components/recovery-code-dialog';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { recoveryCodeQuery, useCreateRecoveryCode } from '../api';

/**
 * The clinic recovery code in /clinic: whether an unused one exists (never the code), and a new one,
 * shown once. The old one stops working, so creating one asks first.
 */
export function RecoveryCodeSection() {
  const status = useQuery(recoveryCodeQuery);
  const create = useCreateRecoveryCode();
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const confirm = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setConfirming(false);
        setCode(created.code);
      },
      onError: (err) => notify(t('Recovery code not created'), err.message, 'error'),
    });
  return (
    <Stack gap="3" align="flex-start">
      {status.isPending ? <Skeleton h="5" w="60" /> : (
        <Text data-testid="recovery-code-status">
          {status.data?.active
            ? t('Your clinic has a recovery code. It was shown once, when it was created.')
            : t('Your clinic has no unused recovery code: create one, so that an owner who forgets their password can get back in.')}
        </Text>
      )}
      <Button variant="outline" minH="11" onClick={() => setConfirming(true)}>{t('Create a new recovery code')}</Button>
      <AppDialog open={confirming} onClose={() => setConfirming(false)} title={t('Create a new recovery code?')} size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={() => setConfirming(false)}>{t('Cancel')}</Button>
            <Button colorPalette="brand" minH="11" loading={create.isPending} onClick={confirm}>{t('Create')}</Button>
          </>
        }>
        <Text>{t('The current recovery code, if there is one, stops working at once. The new one is shown only once.')}</Text>
      </AppDialog>
      <RecoveryCodeDialog code={code} onClose={() => setCode(null)} />
    </Stack>
  );
}
