import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { afterSignIn, authorizeResume, resumesSmartLaunch, SMART_LAUNCH_RESUME } from '../../../lib/return-path';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { t } from '../../../i18n';
import { useLogin } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { CredentialFields } from '../components/credential-fields';
import { loginFormSchema } from '../login-form';
import { TOUCH_LINK } from '../../../components/touch-link';

const INITIAL = { username: '', password: '' };

/** /login: 'Welcome Back' (spec §2, §5, §8). */
export default function LoginPage() {
  const form = useZodForm(loginFormSchema, INITIAL);
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    login.mutate(data, {
      onSuccess: (user) => {
        notify(t('Login successful'), t('Welcome back, {name}', { name: user.name }), 'success');
        // A SMART launch from an EHR goes on where it stopped (the Worker kept it); otherwise the
        // dashboard, or an app's authorization request (MedAssist's SMART server), or the link a notification click opened before sign-in (never a page a session ended on).
        const authorize = authorizeResume(location.search);
        if (resumesSmartLaunch(location.search)) window.location.assign(SMART_LAUNCH_RESUME);
        else if (authorize) window.location.assign(authorize);
        else void navigate(afterSignIn(location.state, window.location.origin), { replace: true });
      },
      onError: (err) => {
        notify(t('Login failed'), err instanceof ApiRequestError && err.message ? t(err.message) : t('Invalid username or password'), 'error');
      },
    });
  };

  return (
    <AuthLayout title={t('Welcome Back')} subtitle={t('Sign in to your MedAssist account')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <CredentialFields form={form} />
          <Text textAlign="right" fontSize="sm">
            <ChakraLink asChild color="brand.fg" {...TOUCH_LINK}><RouterLink to="/reset-password">{t('Forgot password?')}</RouterLink></ChakraLink>
          </Text>
          <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} loadingText={t('Signing in...')}>
            {t('Sign In')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
