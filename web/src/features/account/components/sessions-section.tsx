import { Badge, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { MonitorIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { formatDateTime } from '../../../lib/format';
import { sessionsQuery, useRevokeSession, type SessionInfo } from '../api';

const order = (a: SessionInfo, b: SessionInfo) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

/** Where the user is signed in; any other session can be signed out from here. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery);
  const revoke = useRevokeSession();
  const list = [...(sessions.data ?? [])].sort(order);

  const signOut = (s: SessionInfo) =>
    revoke.mutate(s.handle, {
      onSuccess: () => notify(t('Session revoked'), t('That device has been signed out.'), 'success'),
      onError: (err) => notify(t('Session not revoked'), err.message, 'error'),
    });

  if (sessions.isPending) return <Stack gap="2"><Skeleton h="16" /><Skeleton h="16" /></Stack>;
  if (sessions.isError) return <Text color="fg.error">{sessions.error.message}</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none" aria-label={t('Active sessions')}>
      {list.map((s) => (
        <Flex as="li" key={s.handle} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="session-row">
          <MonitorIcon boxSize="5" color="fg.muted" flexShrink="0" />
          <Box flex="1" minW="12rem">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="medium">{s.current ? t('Current session') : t('Other session')}</Text>
              {s.current && <Badge colorPalette="green">{t('This device')}</Badge>}
            </Flex>
            <Text fontSize="sm" color="fg.muted">{t('Signed in {signedIn} · last active {lastActive}', { signedIn: formatDateTime(s.createdAt), lastActive: formatDateTime(s.lastSeenAt) })}</Text>
          </Box>
          {!s.current && (
            <Button variant="outline" colorPalette="red" minH="11" aria-label={t('Revoke the session signed in {signedIn}', { signedIn: formatDateTime(s.createdAt) })}
              loading={revoke.isPending && revoke.variables === s.handle} onClick={() => signOut(s)}>
              {t('session::Revoke')}
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
