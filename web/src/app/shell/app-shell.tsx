import { Box, Flex } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Outlet } from 'react-router';
import type { PublicUser } from '../../../../core/schemas/user';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PushOffer } from '../../features/notifications/components/push-offer';
import { useLiveChannel } from '../../features/notifications/use-live-channel';
import { OfflineBanner } from '../../components/offline-banner';
import { SkipLink } from '../../components/skip-link';
import { renewPushSubscription } from '../../lib/push-subscription';
import { appointmentKeys, labResultKeys, messageKeys, statsKey } from '../../lib/query-keys';
import { FloatingReferenceButton } from './floating-reference-button';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

/** Every signed-in page: top bar, side menu, content, floating reference button (spec §2). */
export function AppShell({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  // A live notification means server data changed: refetch what it touches, wherever it is shown.
  const onLiveEvent = useCallback(
    (type: string) => {
      const keys: (readonly string[])[] = [statsKey];
      if (type === 'message' || type === 'critical_lab_result') keys.push(messageKeys.all);
      if (type === 'critical_lab_result') keys.push(labResultKeys.all);
      if (type === 'appointment_reminder') keys.push(appointmentKeys.all);
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
  useLiveChannel(user.id, onLiveEvent);
  // This device's pushes belong to the session that registered them: tie them to this one.
  useEffect(() => void renewPushSubscription(), [user.id]);
  // No query is read here: each answer arriving would render the whole shell again (top bar,
  // menus, side menu) on a phone that is still starting. The parts read their own data.
  return (
    <Box minH="100dvh">
      <SkipLink />
      <TopBar bell={<NotificationBell />} userMenu={<UserMenu user={user} />} />
      <OfflineBanner />
      <Flex>
        <SideMenu />
        <Box as="main" id="main" tabIndex={-1} outline="none" flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} pb="24">
          <Outlet />
        </Box>
      </Flex>
      <FloatingReferenceButton />
      <PushOffer />
    </Box>
  );
}
