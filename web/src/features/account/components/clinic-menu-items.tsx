import { Menu, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { STAFF_ROLE_LABELS } from '../../../../../core/permissions';
import type { PublicUser } from '../../../../../core/schemas/user';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { myClinicsQuery, useSwitchClinic } from '../api';

/**
 * The user menu's clinic group (issue 21): the active clinic, and with two or more, the others to
 * switch to. A switch drops everything of the clinic left behind (features/account/api.ts
 * useSwitchClinic) and `onSwitched` takes the user to a page that exists in every clinic.
 */
export function ClinicMenuItems({ user, onSwitched }: { user: PublicUser; onSwitched: () => void }) {
  const clinics = useQuery(myClinicsQuery);
  const switchClinic = useSwitchClinic((now) => {
    onSwitched();
    notify(t('Clinic switched'), t('You are now working in {name}.', { name: now.clinicName }), 'success');
  });
  const switchable = (clinics.data ?? []).filter((c) => !c.disabled);

  const choose = (value: string) => {
    const clinicId = Number(value);
    if (clinicId === user.clinicId || switchClinic.isPending) return;
    switchClinic.mutate(clinicId, { onError: (err) => notify(t('Clinic not switched'), err.message, 'error') });
  };

  if (switchable.length < 2) {
    return (
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{t('Clinic')}</Menu.ItemGroupLabel>
        <Text px="2" pb="1" fontSize="sm" data-testid="active-clinic">{user.clinicName}</Text>
      </Menu.ItemGroup>
    );
  }
  return (
    <Menu.RadioItemGroup value={String(user.clinicId)} onValueChange={(e) => choose(e.value)}>
      <Menu.ItemGroupLabel>{t('Switch clinic')}</Menu.ItemGroupLabel>
      {switchable.map((c) => (
        <Menu.RadioItem key={c.id} value={String(c.id)} minH="11" data-testid="clinic-option">
          <Menu.ItemIndicator />
          <Menu.ItemText>
            {c.name}
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {t(STAFF_ROLE_LABELS[c.role])}{c.owner ? ` · ${t('Owner')}` : ''}
            </Text>
          </Menu.ItemText>
        </Menu.RadioItem>
      ))}
    </Menu.RadioItemGroup>
  );
}
