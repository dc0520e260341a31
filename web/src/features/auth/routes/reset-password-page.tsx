import { Button, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordResetFormSchema } from '../../../../../core/schemas/clinic-admin';
import { FormField } from '../../../components/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { TOUCH_LINK } from '../../../components/touch-link';

const INITIAL = { username: '', code: '', newPassword: '', confirmPassword: '' };

/**
 * /reset-password, the target of 'Forgot password?'. No e-mail is involved: the clinic owner issues
 * a one-time code (Clinic administration → Members → Reset password) and tells the member.
 */
export default function ResetPasswordPage() {
  const form = useZodForm(PasswordResetFormSchema, INITIAL);
  const reset = useResetPassword();
  const navigate = useNavigate();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    reset.mutate({ username: data.username, code: data.code, newPassword: data.newPassword }, {
      onSuccess: (res) => {
        notify('Password reset', res.message, 'success');
        void navigate('/login', { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify('Password not reset', err.message, 'error');
      },
    });
  };

  return (
    <AuthLayout title="Reset your password" subtitle="Ask your clinic owner for a reset code, then choose a new password.">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Username" error={form.errors.username}>
            <Input name="username" autoComplete="username" autoCapitalize="none" placeholder="Username or email"
              value={form.values.username} onChange={(e) => form.setField('username', e.target.value)} />
          </FormField>
          <FormField label="Reset code" error={form.errors.code} helper="Your clinic owner issues it under Clinic administration → Members. It works once, for one hour.">
            <Input name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false}
              value={form.values.code} onChange={(e) => form.setField('code', e.target.value)} />
          </FormField>
          <FormField label="New password" error={form.errors.newPassword}>
            <Input name="newPassword" type="password" autoComplete="new-password"
              value={form.values.newPassword} onChange={(e) => form.setField('newPassword', e.target.value)} />
          </FormField>
          <FormField label="Confirm new password" error={form.errors.confirmPassword}>
            <Input name="confirmPassword" type="password" autoComplete="new-password"
              value={form.values.confirmPassword} onChange={(e) => form.setField('confirmPassword', e.target.value)} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={reset.isPending} loadingText="Resetting...">Reset password</Button>
          <Text textAlign="center" fontSize="sm">
            <ChakraLink asChild color="brand.fg" {...TOUCH_LINK}><RouterLink to="/login">Back to sign in</RouterLink></ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
