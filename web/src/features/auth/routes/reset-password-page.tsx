import { Button, Input, Link as ChakraLink, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { msg } from '../../../../../core/i18n/msg';
import { PasswordResetFormSchema, RESET_METHODS, type ResetMethod } from '../../../../../core/schemas/clinic-admin';
import { FormField } from '../../../components/form-field';
import { t } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { TOUCH_LINK } from '../../../components/touch-link';

const INITIAL = { username: '', method: 'reset-code' as ResetMethod, code: '', newPassword: '', confirmPassword: '' };

/** The two ways back in (issue 21), each with the words its code field needs. */
const METHODS: Record<ResetMethod, { title: string; description: string; label: string; helper: string }> = {
  'reset-code': {
    title: msg('A code from another clinic owner'),
    description: msg('For every member: an owner issues it for you.'),
    label: msg('Reset code'),
    helper: msg('Your clinic owner issues it under Clinic administration → Members. It works once, for one hour.'),
  },
  'recovery-code': {
    title: msg('The clinic recovery code'),
    description: msg('For owners: the code shown once when the clinic was created.'),
    label: msg('Recovery code'),
    helper: msg('Four groups of five letters and digits, e.g. 7K2QM-…. It works once; afterwards create a new one under Clinic administration.'),
  },
};

/**
 * /reset-password, the target of 'Forgot password?'. No e-mail is involved: a clinic owner issues
 * a one-time code (Clinic administration → Members → Reset password) and tells the member; an owner
 * with no other owner to ask uses the clinic recovery code instead.
 */
export default function ResetPasswordPage() {
  const form = useZodForm(PasswordResetFormSchema, INITIAL);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const method = form.values.method ?? 'reset-code';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    reset.mutate({ username: data.username, method: data.method, code: data.code, newPassword: data.newPassword }, {
      onSuccess: (res) => {
        notify(t('Password reset'), t(res.message), 'success');
        void navigate('/login', { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(t('Password not reset'), err.message, 'error');
      },
    });
  };

  return (
    <AuthLayout title={t('Reset your password')} subtitle={t('Ask your clinic owner for a reset code, then choose a new password.')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label={t('Username')} error={form.errors.username}>
            <Input name="username" autoComplete="username" autoCapitalize="none" placeholder={t('Username or email')}
              value={form.values.username} onChange={(e) => form.setField('username', e.target.value)} />
          </FormField>
          <RadioCard.Root name="method" value={method} size="sm" colorPalette="brand"
            onValueChange={(d) => {
              const chosen = RESET_METHODS.find((m) => m === d.value);
              if (chosen) form.setField('method', chosen);
            }}>
            <RadioCard.Label>{t('I have')}</RadioCard.Label>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {RESET_METHODS.map((m) => (
                <RadioCard.Item key={m} value={m} minH="11" data-testid={`reset-method-${m}`}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl py="2">
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{t(METHODS[m].title)}</RadioCard.ItemText>
                      <RadioCard.ItemDescription opacity="1" color="fg.muted">{t(METHODS[m].description)}</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
          <FormField label={t(METHODS[method].label)} error={form.errors.code} helper={t(METHODS[method].helper)}>
            <Input name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false}
              value={form.values.code} onChange={(e) => form.setField('code', e.target.value)} />
          </FormField>
          <FormField label={t('New password')} error={form.errors.newPassword}>
            <Input name="newPassword" type="password" autoComplete="new-password"
              value={form.values.newPassword} onChange={(e) => form.setField('newPassword', e.target.value)} />
          </FormField>
          <FormField label={t('Confirm new password')} error={form.errors.confirmPassword}>
            <Input name="confirmPassword" type="password" autoComplete="new-password"
              value={form.values.confirmPassword} onChange={(e) => form.setField('confirmPassword', e.target.value)} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending} loadingText={t('Resetting...')}>{t('Reset password')}</Button>
          <Text textAlign="center" fontSize="sm">
            <ChakraLink asChild color="brand.fg" {...TOUCH_LINK}><RouterLink to="/login">{t('Back to sign in')}</RouterLink></ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
