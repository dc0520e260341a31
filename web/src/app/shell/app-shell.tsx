import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import type { PublicUser } from '../../../../core/schemas/user';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useLiveChannel } from '../../features/notifications/use-live-channel';
import { FloatingReferenceButton } from './floating-reference-button';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

/** Every signed-in page: top bar, side menu, content, floating reference button (spec §2). */
export function AppShell({ user }: { user: PublicUser }) {
  useLiveChannel(user.id);
  return (
    <Box minH="100dvh">
      <TopBar bell={<NotificationBell />} userMenu={<UserMenu user={user} />} />
      <Flex>
        <SideMenu unreadMessages={0} />
        <Box as="main" id="main" flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} pb="24">
          <Outlet />
        </Box>
      </Flex>
      <FloatingReferenceButton />
    </Box>
  );
}
