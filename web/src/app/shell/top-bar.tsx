import { Flex, HStack, IconButton } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { HelpIcon, MenuIcon } from '../../components/icons';
import { HomeLink } from '../../components/logo';
import { notify } from '../../lib/toaster';
import { sideMenuOpenAtom } from './atoms';
import { t } from '../../i18n';

/** Spec §2: sticky top bar with logo, narrow-screen menu button, help, bell and user menu. */
export function TopBar({ bell, userMenu }: { bell: ReactNode; userMenu: ReactNode }) {
  const toggleMenu = useSetAtom(sideMenuOpenAtom);
  return (
    <Flex as="header" position="sticky" top="0" zIndex="sticky" h="16" px={{ base: '2', md: '4' }} align="center" gap="2" bg="bg" borderBottomWidth="1px">
      <IconButton variant="ghost" aria-label={t('Open menu')} aria-controls="side-menu" hideFrom="md" size="lg" onClick={() => toggleMenu((o) => !o)}>
        <MenuIcon />
      </IconButton>
      <HomeLink />
      <HStack ml="auto" gap="1">
        <IconButton variant="ghost" aria-label={t('Help')} size="lg"
          onClick={() => notify(t('Help Center: The help documentation is still under development.'))}>
          <HelpIcon />
        </IconButton>
        {bell}
        {userMenu}
      </HStack>
    </Flex>
  );
}
