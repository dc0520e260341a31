import { Input } from '@chakra-ui/react';
import type { LoginInput } from '../../../../../core/schemas/auth';
import { FormField } from '../../../components/form-field';
import { t } from '../../../i18n';
import type { useZodForm } from '../../../lib/use-zod-form';
import type { loginFormSchema } from '../login-form';

type LoginForm = ReturnType<typeof useZodForm<typeof loginFormSchema>>;

/** The username and password fields of both sign-ins: /login and /smart/sign-in inside an EHR's frame. */
export function CredentialFields({ form }: { form: LoginForm }) {
  const field = (name: keyof LoginInput) => ({ value: form.values[name], onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.setField(name, e.target.value) });
  return (
    <>
      <FormField label={t('Username')} error={form.errors.username}>
        <Input name="username" autoComplete="username" autoCapitalize="none" placeholder={t('Username or email')} {...field('username')} />
      </FormField>
      <FormField label={t('Password')} error={form.errors.password}>
        <Input name="password" type="password" autoComplete="current-password" placeholder={t('Password')} {...field('password')} />
      </FormField>
    </>
  );
}
