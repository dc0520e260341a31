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

const CONFIRM: Record<MemberAction, { title: string; text: (name: string) => string; button: string; done: string }> = {
  disable: { title: 'Disable member', text: (n) => `Disable ${n}? They are signed out everywhere at once and cannot sign in until you enable them again.`, button: 'Disable', done: 'Member disabled' },
  enable: { title: 'Enable member', text: (n) => `Let ${n} sign in again?`, button: 'Enable', done: 'Member enabled' },
  remove: { title: 'Remove member', text: (n) => `Remove ${n} from the clinic? They are signed out at once and can no longer sign in. Records they wrote keep their name.`, button: 'Remove', done: 'Member removed' },
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
        notify(CONFIRM[pending.action].done, res.message, 'success');
        setPending(null);
      },
      onError: (err) => notify('Member not changed', err.message, 'error'),
    });
  };
  const change = (member: ClinicMember, json: { role?: StaffRole; owner?: boolean }) =>
    update.mutate({ id: member.id, ...json }, {
      onSuccess: (m) => notify('Member updated', `${m.name}: ${STAFF_ROLE_LABELS[m.role]}${m.clinicRole === 'owner' ? ', owner' : ''}.`, 'success'),
      onError: (err) => notify('Member not changed', err.message, 'error'),
    });
  const issue = (member: ClinicMember) =>
    reset.mutate(member.id, {
      onSuccess: (res) => setCode({ member, ...res }),
      onError: (err) => notify('Reset code not issued', err.message, 'error'),
    });

  if (members.isPending) return <Stack gap="2"><Skeleton h="16" /><Skeleton h="16" /></Stack>;
  if (members.isError) return <Text color="fg.error">{members.error.message}</Text>;
  return (
    <TouchSized>
      <Stack gap="2" as="ul" listStyleType="none" aria-label="Members">
        {members.data.map((m) => (
          <Flex as="li" key={m.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="member-row" opacity={m.disabledAt ? 0.75 : 1}>
            <Box flex="1" minW="12rem">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight="medium" overflowWrap="anywhere">{m.name}</Text>
                <Badge colorPalette="gray" data-testid="member-role">{STAFF_ROLE_LABELS[m.role]}</Badge>
                {m.clinicRole === 'owner' && <Badge colorPalette="brand">Owner</Badge>}
                {m.disabledAt && <Badge colorPalette="red">Disabled</Badge>}
              </Flex>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {m.username} · {m.email} · joined {formatDate(m.createdAt)}{m.disabledAt ? ` · disabled ${formatDate(m.disabledAt)}` : ''}
              </Text>
            </Box>
            <Flex gap="2" wrap="wrap" align="center">
              <Box minW="9rem">
                <SelectField name={`role-${m.id}`} ariaLabel={`Role of ${m.name}`} value={m.role}
                  options={STAFF_ROLES.map((r) => [r, STAFF_ROLE_LABELS[r]] as const)} onChange={(v) => change(m, { role: v as StaffRole })} />
              </Box>
              <Button variant="outline" minH="11" aria-label={m.clinicRole === 'owner' ? `Remove owner rights from ${m.name}` : `Make ${m.name} an owner`}
                loading={update.isPending && update.variables?.id === m.id && update.variables.owner !== undefined}
                onClick={() => change(m, { owner: m.clinicRole !== 'owner' })}>{m.clinicRole === 'owner' ? 'Remove owner' : 'Make owner'}</Button>
            </Flex>
            {m.id !== me?.id && (
              <Flex gap="2" wrap="wrap">
                {!m.disabledAt && <Button variant="outline" minH="11" aria-label={`Reset password for ${m.name}`} loading={reset.isPending && reset.variables === m.id} onClick={() => issue(m)}>Reset password</Button>}
                {m.disabledAt
                  ? <Button variant="outline" minH="11" aria-label={`Enable ${m.name}`} onClick={() => setPending({ member: m, action: 'enable' })}>Enable</Button>
                  : <Button variant="outline" colorPalette="orange" minH="11" aria-label={`Disable ${m.name}`} onClick={() => setPending({ member: m, action: 'disable' })}>Disable</Button>}
                <Button variant="outline" colorPalette="red" minH="11" aria-label={`Remove ${m.name}`} onClick={() => setPending({ member: m, action: 'remove' })}>Remove</Button>
              </Flex>
            )}
          </Flex>
        ))}
      </Stack>
      <AppDialog open={pending !== null} onClose={() => setPending(null)} title={pending ? CONFIRM[pending.action].title : ''} size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={() => setPending(null)}>Cancel</Button>
            <Button colorPalette={pending?.action === 'enable' ? 'brand' : 'red'} minH="11" loading={action.isPending} onClick={confirm}>
              {pending ? CONFIRM[pending.action].button : ''}
            </Button>
          </>
        }>
        <Text>{pending ? CONFIRM[pending.action].text(pending.member.name) : ''}</Text>
      </AppDialog>
      <AppDialog open={code !== null} onClose={() => setCode(null)} title="Password reset code" size="md"
        footer={<Button colorPalette="brand" minH="11" onClick={() => setCode(null)}>Done</Button>}>
        {code && (
          <Stack gap="3" data-testid="reset-code">
            <Text>Give this code to <b>{code.member.name}</b> (username <Code>{code.member.username}</Code>) in person or by phone. They enter it on the sign-in page under “Forgot password?”.</Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Code fontSize="lg" px="3" py="2" data-testid="reset-code-value">{code.code}</Code>
              <CopyButton value={code.code} label="Copy code" what="The reset code is on the clipboard." />
            </Flex>
            <Alert.Root status="info"><Alert.Indicator /><Alert.Description>{code.message} Valid until {formatDateTime(code.expiresAt)}. It is not shown again.</Alert.Description></Alert.Root>
          </Stack>
        )}
      </AppDialog>
    </TouchSized>
  );
}
