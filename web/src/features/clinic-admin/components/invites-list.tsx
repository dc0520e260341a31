import { Badge, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ClinicInvite } from '../../../../../core/schemas/clinic-admin';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { invitesQuery, useRevokeInvite } from '../api';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

const STATUS_LABEL: Record<ClinicInvite['status'], string> = { active: msg('Active'), 'used up': msg('Used up'), expired: msg('Expired'), revoked: msg('Revoked') };
const STATUS_COLOR: Record<ClinicInvite['status'], string> = { active: 'green', 'used up': 'gray', expired: 'gray', revoked: 'red' };

/** The clinic's invite codes (the codes themselves were shown once), with revoke for active ones. */
export function InvitesList() {
  const invites = useQuery(invitesQuery);
  const revoke = useRevokeInvite();
  if (invites.isPending) return <Skeleton h="16" />;
  if (invites.isError) return <Text color="fg.error">{t(invites.error.message)}</Text>;
  if (invites.data.length === 0) return <Text color="fg.muted" fontSize="sm">{t('No invite codes yet.')}</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none" aria-label={t('Invite codes')}>
      {invites.data.map((inv) => (
        <Flex as="li" key={inv.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="invite-row">
          <Box flex="1" minW="12rem">
            <Flex gap="2" align="center">
              <Text fontWeight="medium">{t('Invite #{id}', { id: inv.id })}</Text>
              <Badge colorPalette={STATUS_COLOR[inv.status]}>{t(STATUS_LABEL[inv.status])}</Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {t('Created {date} by {name} · used {uses} of {max}', { date: formatDate(inv.createdAt), name: inv.createdBy.name ?? t('a former member'), uses: inv.uses, max: inv.maxUses })} · {inv.revokedAt ? t('revoked {date}', { date: formatDate(inv.revokedAt) }) : t('valid until {date}', { date: formatDateTime(inv.expiresAt) })}
            </Text>
          </Box>
          {inv.status === 'active' && (
            <Button variant="outline" colorPalette="red" minH="11" aria-label={t('Revoke invite #{id}', { id: inv.id })} loading={revoke.isPending && revoke.variables === inv.id}
              onClick={() => revoke.mutate(inv.id, {
                onSuccess: () => notify(t('Invite revoked'), t('Nobody can register with that code any more.'), 'success'),
                onError: (err) => notify(t('Invite not revoked'), t(err.message), 'error'),
              })}>
              {t('access::Revoke')}
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
