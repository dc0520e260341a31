import { Badge, Box, Button, Flex, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { STAFF_ROLE_LABELS } from '../../../../../core/permissions';
import { JoinClinicSchema, type PublicUser, type UserClinic } from '../../../../../core/schemas/user';
import { FormField } from '../../../components/form-field';
import { TouchSized } from '../../../components/touch-sized';
import { ApiRequestError } from '../../../lib/api-client';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { myClinicsQuery, useJoinClinic, useSwitchClinic } from '../api';

const EMPTY = { inviteCode: '', currentPassword: '' };

/**
 * The clinics this account belongs to (issue 21), with a switch for each, and joining another
 * clinic with the invite code its owner gave, without a second account. Joining asks for the
 * password: a session left open must not hand the account to another clinic (issue 32).
 */
export function ClinicsSection({ user }: { user: PublicUser }) {
  const clinics = useQuery(myClinicsQuery);
  const switchClinic = useSwitchClinic((now) => notify(t('Clinic switched'), t('You are now working in {name}.', { name: now.clinicName }), 'success'));
  const join = useJoinClinic();
  const form = useZodForm(JoinClinicSchema, EMPTY);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    join.mutate({ inviteCode: data.inviteCode, currentPassword: data.currentPassword }, {
      onSuccess: (clinic) => {
        form.reset(EMPTY);
        notify(t('Clinic joined'), t('You are now a member of {name}. Switch to it from the list or the account menu.', { name: clinic.name }), 'success');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(t('Clinic not joined'), err.message, 'error');
      },
    });
  };

  const switchTo = (clinic: UserClinic) =>
    switchClinic.mutate(clinic.id, { onError: (err) => notify(t('Clinic not switched'), err.message, 'error') });

  return (
    <Stack gap="4">
      {clinics.isPending ? (
        <Skeleton h="16" />
      ) : clinics.isError ? (
        <Text color="fg.error">{clinics.error.message}</Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" aria-label={t('Your clinics')}>
          {clinics.data.map((c) => (
            <Flex as="li" key={c.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="clinic-row">
              <Box flex="1" minW="12rem">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="medium">{c.name}</Text>
                  {c.id === user.clinicId && <Badge colorPalette="green">{t('Active')}</Badge>}
                  {c.disabled && <Badge colorPalette="red">{t('Disabled')}</Badge>}
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {t(STAFF_ROLE_LABELS[c.role])}{c.owner ? ` · ${t('Owner')}` : ''} · {t('{region} data region', { region: c.region.toUpperCase() })}
                </Text>
              </Box>
              {c.id !== user.clinicId && !c.disabled && (
                <Button variant="outline" minH="11" aria-label={t('Switch to {name}', { name: c.name })} loading={switchClinic.isPending && switchClinic.variables === c.id} onClick={() => switchTo(c)}>
                  {t('Switch')}
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}
      <TouchSized>
        <form onSubmit={submit} noValidate aria-label={t('Join a clinic')}>
          <Flex gap="3" align="flex-end" wrap="wrap" maxW={{ md: 'xl' }}>
            <Box flex="1" minW="14rem">
              <FormField label={t('Invite code')} error={form.errors.inviteCode} helper={t('From an owner of the clinic you are joining.')} required>
                <Input name="inviteCode" autoComplete="off" spellCheck={false} value={form.values.inviteCode} onChange={(e) => form.setField('inviteCode', e.target.value)} />
              </FormField>
            </Box>
            <Box flex="1" minW="14rem">
              <FormField label={t('Current Password')} error={form.errors.currentPassword} helper={t('Joining another clinic needs your password.')} required>
                <Input name="currentPassword" type="password" autoComplete="current-password" value={form.values.currentPassword} onChange={(e) => form.setField('currentPassword', e.target.value)} />
              </FormField>
            </Box>
            <Button type="submit" colorPalette="brand" minH="11" loading={join.isPending} loadingText={t('Joining...')}>{t('Join clinic')}</Button>
          </Flex>
        </form>
      </TouchSized>
    </Stack>
  );
}
