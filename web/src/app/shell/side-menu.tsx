import { Badge, Box, Flex, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SearchIcon, SettingsIcon } from '../../components/icons';
import { unreadCountQuery } from '../../features/messages/api';
import { useCanCheck } from '../../lib/permissions';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { sideMenuOpenAtom } from './atoms';
import { isNavActive, MAIN_NAV, REFERENCE_NAV, type NavItem } from './nav-items';
import { msg } from '../../../../core/i18n/msg';
import { t } from '../../i18n';

export const SIDE_MENU_WIDTH = '16rem';

function NavLinkRow({ item, active, badgeCount, onNavigate }: { item: NavItem; active: boolean; badgeCount?: number; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <Link to={item.to} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
      <Flex align="center" gap="3" px="3" minH="11" rounded="md" fontWeight="medium"
        bg={active ? 'brand.subtle' : 'transparent'} color={active ? 'brand.fg' : 'fg.muted'} _hover={{ bg: active ? 'brand.subtle' : 'bg.muted', color: 'fg' }}>
        <Icon boxSize="5" />
        <Text flex="1">{t(item.label)}</Text>
        {badgeCount !== undefined && badgeCount > 0 && (
          <Badge colorPalette="red" variant="solid" rounded="full" aria-label={t('{count} unread', { count: badgeCount })}>{badgeCount}</Badge>
        )}
      </Flex>
    </Link>
  );
}

/**
 * Spec §2 side menu: search box (local text only), main links, REFERENCE, Settings at the bottom.
 * Wide screens: a fixed column. Narrow (<768 px): slides in over a dimmed backdrop, closes on a
 * link or backdrop click, and locks page scrolling while open.
 */
export function SideMenu() {
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const unreadMessages = useQuery(unreadCountQuery).data?.count ?? 0;
  const drawerOpen = narrow && open;
  // On a phone the menu is off-screen until opened: its links are built at the first opening
  // (and kept, so it slides out and in again), not while the page is starting.
  const [everOpened, setEverOpened] = useState(false);
  if (drawerOpen && !everOpened) setEverOpened(true);
  const showLinks = !narrow || everOpened;
  const allowed = useCanCheck();

  useEffect(() => {
    if (!drawerOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen, setOpen]);

  // Leaving the narrow layout closes the drawer so it is closed again on the next narrow view.
  useEffect(() => {
    if (!narrow) setOpen(false);
  }, [narrow, setOpen]);

  const close = () => narrow && setOpen(false);
  const hidden = narrow && !open;

  return (
    <>
      {drawerOpen && <Box data-testid="side-menu-backdrop" position="fixed" inset="0" top="16" bg="blackAlpha.600" zIndex="overlay" onClick={() => setOpen(false)} />}
      <Box as="nav" aria-label={t('Main')} id="side-menu" data-state={hidden ? 'closed' : 'open'}
        position={narrow ? 'fixed' : 'sticky'} top="16" left="0" zIndex={narrow ? 'modal' : 'base'}
        h="calc(100dvh - 4rem)" w={SIDE_MENU_WIDTH} flexShrink="0" bg="bg" borderRightWidth="1px" overflowY="auto"
        transform={hidden ? 'translateX(-100%)' : 'translateX(0)'} transition="transform 0.2s ease-out"
        visibility={hidden ? 'hidden' : 'visible'}>
        {showLinks && <Flex direction="column" h="full" p="3" gap="4">
          <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
            <Input placeholder={t('Search...')} aria-label={t('Search menu')} value={search} onChange={(e) => setSearch(e.target.value)} size="sm" />
          </InputGroup>
          <Stack gap="1">
            {MAIN_NAV.filter((item) => allowed(item.permission)).map((item) => (
              <NavLinkRow key={item.to} item={item} active={isNavActive(item, pathname)} onNavigate={close}
                {...(item.badge === 'unread-messages' ? { badgeCount: unreadMessages } : {})} />
            ))}
          </Stack>
          <Stack gap="1">
            <Text px="3" fontSize="xs" fontWeight="bold" color="fg.muted" letterSpacing="wider" textTransform="uppercase">{t('REFERENCE')}</Text>
            {REFERENCE_NAV.map((item) => (
              <NavLinkRow key={item.to} item={item} active={isNavActive(item, pathname)} onNavigate={close} />
            ))}
          </Stack>
          <Box mt="auto" pt="2" borderTopWidth="1px">
            <NavLinkRow item={{ to: '/settings', label: msg('Settings'), icon: SettingsIcon }} active={pathname.startsWith('/settings')} onNavigate={close} />
          </Box>
        </Flex>}
      </Box>
    </>
  );
}
