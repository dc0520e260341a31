import { Box, Button, Flex } from '@chakra-ui/react';
import { Link, Outlet } from 'react-router';
import { HomeLink } from '../../components/logo';
import { OfflineBanner } from '../../components/offline-banner';
import { SkipLink } from '../../components/skip-link';
import { FloatingReferenceButton } from './floating-reference-button';
import { t } from '../../i18n';

/** Public pages (calculators, guidelines) for visitors who are not signed in. */
export function PublicLayout() {
  return (
    <Box minH="100dvh">
      <SkipLink />
      <Flex as="header" position="sticky" top="0" zIndex="sticky" h="16" px="4" align="center" bg="bg" borderBottomWidth="1px">
        <HomeLink />
        <Button asChild ml="auto" colorPalette="brand" size="sm"><Link to="/login">{t('Sign In')}</Link></Button>
      </Flex>
      <OfflineBanner />
      <Box as="main" id="main" tabIndex={-1} outline="none" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} pb="24">
        <Outlet />
      </Box>
      <FloatingReferenceButton />
    </Box>
  );
}
