import { Alert, Badge, Box, Button, Code, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../../core/permissions';
import type { ClinicMember } from '../../../../../core/schemas/clinic-admin';
import { SelectField } from '../../../components/native-select';
import { useCurrentUser } from '../../../lib/current-user';
import { AppDialog } from '../../../components/app-dialog';
import { CopyButton } from '../../../components/copy-button';
import { TouchSized } from '../../../components/touch-sized';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { membersQuery, useIssueResetCode, useMemberAction, useUpdateMember, type MemberAction } from '../api';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { msg } from '../../../../../core/i18n/msg';

const CONFIRM: Record<MemberAction, { title: string; text: (name: string) => string; button: string; done: string }> = {
  disable: { title: msg('Disable member'), text: (name) => t('Disable {name}? They are signed out everywhere at once and cannot sign in until you enable them again.', { name }), button: msg('Disable'), done: msg('Member disabled') },
  enable: { title: msg('Enable member'), text: (name) => t('Let {name} sign in again?', { name }), button: msg('Enable'), done: msg('Member enabled') },
  remove: { title: msg('Remove member'), text: (name) => t('Remove {name} from the clinic? They are signed out at once and can no longer sign in. Records they wrote keep their name.', { name }), button: msg('Remove'), done: msg('Member removed') },
};

/**
 * The clinic's people: role and owner flag, disable, enable, remove, and a one-time password reset
 * code. The last owner cannot be demoted (the server answers 409, shown as a toast).
 */
export function MembersSection() {
  const members = useQuery(membersQuery);
  const action = useMemberAction();
  const reset = useIssueResetCode();
  const update = useUpdateMember();
  const { data: me } = useCurrentUser();
  const [pending, setPending] = useState<{ member: ClinicMember; action: MemberAction } | null>(null);
  const [code, setCode] = useState<{ member: ClinicMember; code: string; expiresAt: string; message: string } | null>(null);

  const confirm = () => {
    if (!pending) return;
    action.mutate({ id: pending.member.id, action: pending.action }, {
      onSuccess: (res) => {
        notify(t(CONFIRM[pending.action].done), t(res.message), 'success');
        setPending(null);
      },
      onError: (err) => notify(t('Member not changed'), t(err.message), 'error'),
    });
  };
  const change = (member: ClinicMember, json: { role?: StaffRole; owner?: boolean }) =>
    update.mutate({ id: member.id, ...json }, {
      onSuccess: (m) => notify(t('Member updated'), m.clinicRole === 'owner' ? t('{name}: {role}, owner.', { name: m.name, role: t(STAFF_ROLE_LABELS[m.role]) }) : t('{name}: {role}.', { name: m.name, role: t(STAFF_ROLE_LABELS[m.role]) }), 'success'),
      onError: (err) => notify(t('Member not changed'), t(err.message), 'error'),
    });
  const issue = (member: ClinicMember) =>
    reset.mutate(member.id, {
      onSuccess: (res) => setCode({ member, ...res }),
      onError: (err) => notify(t('Reset code not issued'), t(err.message), 'error'),
    });

  if (members.isPending) return <Stack gap="2"><Skeleton h="16" /><Skeleton h="16" /></Stack>;
  if (members.isError) return <Text color="fg.error">{t(members.error.message)}</Text>;
  return (
    <TouchSized>
      <Stack gap="2" as="ul" listStyleType="none" aria-label={t('Members')}>
        {members.data.map((m) => (
          <Flex as="li" key={m.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="member-row" opacity={m.disabledAt ? 0.75 : 1}>
            <Box flex="1" minW="12rem">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="medium" overflowWrap="anywhere">{m.name}</Text>
                <Badge colorPalette="gray" data-testid="member-role">{t(STAFF_ROLE_LABELS[m.role])}</Badge>
                {m.clinicRole === 'owner' && <Badge colorPalette="brand">{t('Owner')}</Badge>}
                {m.disabledAt && <Badge colorPalette="red">{t('Disabled')}</Badge>}
              </Flex>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {m.username} · {m.email} · {t('joined {date}', { date: formatDate(m.createdAt) })}{m.disabledAt ? ` · ${t('disabled {date}', { date: formatDate(m.disabledAt) })}` : ''}
              </Text>
            </Box>
            <Flex gap="2" wrap="wrap" align="center">
              <Box minW="9rem">
                <SelectField name={`role-${m.id}`} ariaLabel={t('Role of {name}', { name: m.name })} value={m.role}
                  options={STAFF_ROLES.map((r) => [r, t(STAFF_ROLE_LABELS[r])] as const)} onChange={(v) => change(m, { role: v as StaffRole })} />
              </Box>
              <Button variant="outline" minH="11" aria-label={m.clinicRole === 'owner' ? t('Remove owner rights from {name}', { name: m.name }) : t('Make {name} an owner', { name: m.name })}
                loading={update.isPending && update.variables?.id === m.id && update.variables.owner !== undefined}
                onClick={() => change(m, { owner: m.clinicRole !== 'owner' })}>{m.clinicRole === 'owner' ? t('Remove owner') : t('Make owner')}</Button>
            </Flex>
            {m.id !== me?.id && (
              <Flex gap="2" wrap="wrap">
                {!m.disabledAt && <Button variant="outline" minH="11" aria-label={t('Reset password for {name}', { name: m.name })} loading={reset.isPending && reset.variables === m.id} onClick={() => issue(m)}>{t('Reset password')}</Button>}
                {m.disabledAt
                  ? <Button variant="outline" minH="11" aria-label={t('Enable {name}', { name: m.name })} onClick={() => setPending({ member: m, action: 'enable' })}>{t('Enable')}</Button>
                  : <Button variant="outline" colorPalette="orange" minH="11" aria-label={t('Disable {name}', { name: m.name })} onClick={() => setPending({ member: m, action: 'disable' })}>{t('Disable')}</Button>}
                <Button variant="outline" colorPalette="red" minH="11" aria-label={t('Remove {name}', { name: m.name })} onClick={() => setPending({ member: m, action: 'remove' })}>{t('Remove')}</Button>
              </Flex>
            )}
          </Flex>
        ))}
      </Stack>
      <AppDialog open={pending !== null} onClose={() => setPending(null)} title={pending ? t(CONFIRM[pending.action].title) : ''} size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={() => setPending(null)}>{t('Cancel')}</Button>
            <Button colorPalette={pending?.action === 'enable' ? 'brand' : 'red'} minH="11" loading={action.isPending} onClick={confirm}>
              {pending ? t(CONFIRM[pending.action].button) : ''}
            </Button>
          </>
        }>
        <Text>{pending ? CONFIRM[pending.action].text(pending.member.name) : ''}</Text>
      </AppDialog>
      <AppDialog open={code !== null} onClose={() => setCode(null)} title={t('Password reset code')} size="md"
        footer={<Button colorPalette="brand" minH="11" onClick={() => setCode(null)}>{t('Done')}</Button>}>
        {code && (
          <Stack gap="3" data-testid="reset-code">
            <Text>{tRich('Give this code to {name} (username {username}) in person or by phone. They enter it on the sign-in page under “Forgot password?”.', { name: <b>{code.member.name}</b>, username: <Code>{code.member.username}</Code> })}</Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Code fontSize="lg" px="3" py="2" data-testid="reset-code-value">{code.code}</Code>
              <CopyButton value={code.code} label={t('Copy code')} what={t('The reset code is on the clipboard.')} />
            </Flex>
            <Alert.Root status="info"><Alert.Indicator /><Alert.Description>{t(code.message)} {t('Valid until {date}. It is not shown again.', { date: formatDateTime(code.expiresAt) })}</Alert.Description></Alert.Root>
          </Stack>
        )}
      </AppDialog>
    </TouchSized>
  );
}
