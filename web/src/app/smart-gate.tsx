import { Box, Button, Flex } from '@chakra-ui/react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { Logo } from '../components/logo';
import { useCurrentUser, useFramedLogout } from '../features/auth/api';
import { isOfflineError } from '../lib/current-user';
import { inSmartFrame } from '../lib/smart-frame';
import { userScopeKey } from '../lib/user-scope';
import { t } from '../i18n';
import { RequireAuth } from './access-gate';
import { OfflineGate } from './offline-gate';
import { UserState } from './user-state';

// The SMART workspace's gate (DESIGN.md §9 "SMART app"). In a top-level window it is every signed-in
// page's (the app shell). Inside an EHR's frame the user is the framed session's (lib/smart-frame.ts)
// and the page stands alone: the shell's calls go to /api, which that session's cookie never reaches.

/** The framed workspace's bar: who is signed in is the EHR's business; here only the way out. */
function FramedLayout() {
  const logout = useFramedLogout();
  return (
    <Box minH="100dvh">
      <Flex as="header" h="14" px="4" align="center" borderBottomWidth="1px" bg="bg">
        <Logo />
        <Button ml="auto" size="sm" variant="outline" loading={logout.isPending} onClick={() => logout.mutate()} data-testid="smart-frame-sign-out">
          {t('Log out')}
        </Button>
      </Flex>
      <Box as="main" id="main" tabIndex={-1} outline="none" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
        <Outlet />
      </Box>
    </Box>
  );
}

function FramedGate() {
  const { data: user, isPending, error } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  if (user === undefined && isOfflineError(error)) return <OfflineGate />;
  // Signed out here (or the MedAssist session ended): the launch belonged to that session.
  if (!user) return <Navigate to="/smart/problem?reason=signed-out" replace />;
  return (
    <UserState owner={userScopeKey(user)}>
      <FramedLayout />
    </UserState>
  );
}

/** /smart/patient's gate (routes.tsx). */
export function SmartWorkspaceGate() {
  return inSmartFrame() ? <FramedGate /> : <RequireAuth />;
}
