import { Avatar, Box, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { STAFF_ROLE_LABELS } from '../../../../core/permissions';
import { specialtyLabel } from '../../../../core/schemas/options';
import type { PublicUser } from '../../../../core/schemas/user';
import { LogOutIcon, SettingsIcon, UserIcon, UsersIcon } from '../../components/icons';
import { ClinicMenuItems } from '../../features/account/components/clinic-menu-items';
import { useLogout } from '../../features/auth/api';
import { t } from '../../i18n';
import { notify } from '../../lib/toaster';

/**
 * Spec §2: 'My Account' menu (Profile, Settings, Log out); the header shows name, role or
 * speciality, and the active clinic, which the menu switches when the user has several (issue 21).
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const subtitle = user.speciality ? t(specialtyLabel(user.speciality)) : t(STAFF_ROLE_LABELS[user.role]);

  const doLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        notify(t('Logged out'), t('You have been successfully logged out'), 'success');
        void navigate('/login', { replace: true });
      },
      onError: (err) => notify(t('Logout failed'), err.message, 'error'),
    });

  return (
    // Built when opened, not on every page's start while closed.
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        {/* The button's name is its text (WCAG 2.5.3, label in name): the name and role it shows on
            wide screens (just the name, unseen, on narrow ones), then 'Account menu'. The avatar's
            initials repeat the name, so assistive technology skips them. */}
        <Button variant="ghost" px="2" h="11">
          <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={user.name} />
            {user.profileImage && <Avatar.Image src={user.profileImage} />}
          </Avatar.Root>
          <Box textAlign="left" display={{ base: 'none', md: 'block' }} lineHeight="short">
            <Text fontSize="sm" fontWeight="semibold" data-testid="header-user-name">{user.name}</Text>
            <Text fontSize="xs" color="fg.muted" textTransform="capitalize">{subtitle}</Text>
            <Text fontSize="xs" color="fg.muted" maxW="14rem" truncate data-testid="header-clinic-name">{user.clinicName}</Text>
          </Box>
          <VisuallyHidden hideFrom="md">{user.name}</VisuallyHidden>
          <VisuallyHidden>{t('Account menu')}</VisuallyHidden>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('My Account')}</Menu.ItemGroupLabel>
              <Menu.Item value="profile" onSelect={() => void navigate('/profile')}>
                <UserIcon boxSize="4" /> {t('Profile')}
              </Menu.Item>
              <Menu.Item value="settings" onSelect={() => void navigate('/settings')}>
                <SettingsIcon boxSize="4" /> {t('Settings')}
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <ClinicMenuItems user={user} onSwitched={() => void navigate('/', { replace: true })} />
            <Menu.Item value="join-clinic" onSelect={() => void navigate('/settings#clinics')}>
              <UsersIcon boxSize="4" /> {t('Join a clinic')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={doLogout} color="fg.error">
              <LogOutIcon boxSize="4" /> {t('Log out')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
