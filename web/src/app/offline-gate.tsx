import { Button, Card, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { currentUserQuery } from '../lib/current-user';
import { wasSignedIn } from '../lib/signed-in-hint';
import { useOnline } from '../lib/use-online';
import { PublicLayout } from './shell/public-layout';
import { msg } from '../../../core/i18n/msg';
import { t } from '../i18n';

// Offline, and the server could not be asked who is signed in (the app opened without a network,
// e.g. from the home screen). Patient pages need the server; the calculators, the built-in
// reference and the guidelines do not (the service worker keeps their code and data), so a doctor
// who was signed in keeps those, in the public frame, instead of a sign-in that cannot work.

/** Paths whose pages work without a server. */
const OFFLINE_PAGES = /^\/(?:calculators|reference|guidelines)/;

const OFFLINE_LINKS = [
  { to: '/calculators', label: msg('Calculators'), public: true },
  { to: '/guidelines', label: msg('Clinical guidelines'), public: true },
  { to: '/reference/drug-interactions', label: msg('Drug interactions'), public: false },
  { to: '/reference/diagnostic-algorithms', label: msg('Diagnostic algorithms'), public: false },
  { to: '/reference/medical-literature', label: msg('Medical literature'), public: false },
];

export function OfflineGate() {
  const { pathname } = useLocation();
  const online = useOnline();
  const queryClient = useQueryClient();
  // Back online: ask again who is signed in; the gate then opens the page as usual.
  useEffect(() => {
    if (online) void queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey });
  }, [online, queryClient]);

  const signedIn = wasSignedIn();
  if (signedIn && OFFLINE_PAGES.test(pathname)) return <PublicLayout />;
  return (
    <Card.Root maxW="lg" mx={{ base: '4', md: 'auto' }} mt="10" role="alert">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h1" size="xl">{t('You are offline')}</Heading>
          <Text color="fg.muted">
            {t('Patient records, appointments, messages and results need a connection. This page opens by itself when the connection is back.')}
          </Text>
          <Text color="fg.muted">{t('These work without one:')}</Text>
          <Wrap gap="2">
            {OFFLINE_LINKS.filter((l) => signedIn || l.public).map((l) => (
              <Button key={l.to} asChild variant="outline" colorPalette="brand" minH="11"><Link to={l.to}>{t(l.label)}</Link></Button>
            ))}
          </Wrap>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
