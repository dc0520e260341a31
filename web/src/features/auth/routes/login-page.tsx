import { Button, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { afterSignIn } from '../../../lib/return-path';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLogin } from '../api';
import { AuthLayout } from '../components/auth-layout';
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
        notify('Login successful', `Welcome back, ${user.name}`, 'success');
        // The dashboard, or the link a notification click opened before sign-in (never a page a session ended on).
        void navigate(afterSignIn(location.state, window.location.origin), { replace: true });
      },
      onError: (err) => {
        notify('Login failed', err instanceof ApiRequestError && err.message ? err.message : 'Invalid username or password', 'error');
      },
    });
  };

  return (
    <AuthLayout title="Welcome Back" subtitle="Sign in to your MedAssist account">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label="Username" error={form.errors.username}>
            <Input name="username" autoComplete="username" autoCapitalize="none" placeholder="Username or email"
              value={form.values.username} onChange={(e) => form.setField('username', e.target.value)} />
          </FormField>
          <FormField label="Password" error={form.errors.password}>
            <Input name="password" type="password" autoComplete="current-password" placeholder="Password"
              value={form.values.password} onChange={(e) => form.setField('password', e.target.value)} />
          </FormField>
          <Text textAlign="right" fontSize="sm">
            <ChakraLink asChild color="brand.fg" {...TOUCH_LINK}><RouterLink to="/reset-password">Forgot password?</RouterLink></ChakraLink>
          </Text>
          <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} loadingText="Signing in...">
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
