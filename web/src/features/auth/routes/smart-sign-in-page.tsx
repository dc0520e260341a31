import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/logo';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { t } from '../../../i18n';
import { useFramedLogin } from '../api';
import { CredentialFields } from '../components/credential-fields';
import { loginFormSchema } from '../login-form';

const INITIAL = { username: '', password: '' };

/** Only a launch of this app is ever gone on to (the Worker names it, worker/routes/smart.ts). */
const launchOf = (next: string | null) => (next?.startsWith('/smart/launch?') ? next : null);

/**
 * /smart/sign-in?next=/smart/launch?…: sign-in inside an EHR's frame, where /login may not be shown
 * (DESIGN.md §9 "SMART app"). The same sign-in as /login; the session goes to the framed cookie and
 * the launch starts again from the Worker. A browser that keeps no cookie in a frame gets the offer
 * of a new window instead.
 */
export default function SmartSignInPage() {
  const form = useZodForm(loginFormSchema, INITIAL);
  const login = useFramedLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = launchOf(params.get('next'));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    login.mutate(data, {
      onSuccess: (user) => {
        if (user && next) window.location.assign(next);
        else if (!user) void navigate(`/smart/problem?reason=framed${next ? `&next=${encodeURIComponent(next)}` : ''}`, { replace: true });
      },
      onError: (err) => {
        notify(t('Login failed'), err instanceof ApiRequestError && err.message ? t(err.message) : t('Invalid username or password'), 'error');
      },
    });
  };

  return (
    <Stack as="main" gap="5" w="full" maxW="md" mx="auto" px="4" py="6">
      <HStack justify="center"><Logo size="lg" /></HStack>
      <Card.Root variant="elevated">
        <Card.Body gap="5">
          <div>
            <Heading as="h1" size="xl">{t('Sign in to open the EHR’s patient')}</Heading>
            <Text color="fg.muted" mt="1">{t('Your MedAssist account, inside the EHR’s window. The sign-in lasts until you sign out or your MedAssist session ends.')}</Text>
          </div>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <CredentialFields form={form} />
              <Button type="submit" colorPalette="brand" size="lg" loading={login.isPending} loadingText={t('Signing in...')}>
                {t('Sign In')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
