import { Alert, Button, Flex, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { msg } from '../../../../../core/i18n/msg';
import { PasswordChangeSchema } from '../../../../../core/schemas/user';
import { FormField } from '../../../components/form-field';
import { t } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api';
import { TouchSized } from '../../../components/touch-sized';

const PasswordFormSchema = PasswordChangeSchema.extend({ confirmPassword: z.string().min(1, msg('Please confirm your new password.')) })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: msg('Passwords do not match') });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password (the current one is required); the server signs every other session out. */
export function PasswordSection() {
  const form = useZodForm(PasswordFormSchema, EMPTY);
  const change = useChangePassword();
  const [done, setDone] = useState<string>();
  const v = form.values;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    setDone(undefined);
    change.mutate({ currentPassword: data.currentPassword, newPassword: data.newPassword }, {
      onSuccess: (res) => {
        form.reset(EMPTY);
        const ended = t('{count, plural, one {# other session was signed out.} other {# other sessions were signed out.}}', { count: res.endedSessions });
        setDone(`${t(res.message)} (${ended})`);
        notify(t('Password changed'), t(res.message), 'success');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(t('Password not changed'), err.message, 'error');
      },
    });
  };

  return (
    <TouchSized>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxW={{ md: 'md' }}>
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('Changing your password signs you out on every other device and browser. This one stays signed in.')}</Alert.Description>
          </Alert.Root>
          <FormField label={t('Current Password')} error={form.errors.currentPassword} required>
            <Input name="currentPassword" type="password" autoComplete="current-password" value={v.currentPassword}
              onChange={(e) => form.setField('currentPassword', e.target.value)} />
          </FormField>
          <FormField label={t('New Password')} error={form.errors.newPassword} helper={t('At least 8 characters.')} required>
            <Input name="newPassword" type="password" autoComplete="new-password" value={v.newPassword}
              onChange={(e) => form.setField('newPassword', e.target.value)} />
          </FormField>
          <FormField label={t('Confirm New Password')} error={form.errors.confirmPassword} required>
            <Input name="confirmPassword" type="password" autoComplete="new-password" value={v.confirmPassword}
              onChange={(e) => form.setField('confirmPassword', e.target.value)} />
          </FormField>
          {done && (
            <Alert.Root status="success" data-testid="password-changed">
              <Alert.Indicator />
              <Alert.Description>{done}</Alert.Description>
            </Alert.Root>
          )}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="brand" minH="11" loading={change.isPending} loadingText={t('Changing...')}>{t('Change password')}</Button>
          </Flex>
        </Stack>
      </form>
    </TouchSized>
  );
}
