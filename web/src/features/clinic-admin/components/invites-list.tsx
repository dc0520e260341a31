import { Badge, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ClinicInvite } from '../../../../../core/schemas/clinic-admin';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { invitesQuery, useRevokeInvite } from '../api';

const STATUS_COLOR: Record<ClinicInvite['status'], string> = { active: 'green', 'used up': 'gray', expired: 'gray', revoked: 'red' };

/** The clinic's invite codes (the codes themselves were shown once), with revoke for active ones. */
export function InvitesList() {
  const invites = useQuery(invitesQuery);
  const revoke = useRevokeInvite();
  if (invites.isPending) return <Skeleton h="16" />;
  if (invites.isError) return <Text color="fg.error">{invites.error.message}</Text>;
  if (invites.data.length === 0) return <Text color="fg.muted" fontSize="sm">No invite codes yet.</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none" aria-label="Invite codes">
      {invites.data.map((inv) => (
        <Flex as="li" key={inv.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="invite-row">
          <Box flex="1" minW="12rem">
            <Flex gap="2" align="center">
              <Text fontWeight="medium">Invite #{inv.id}</Text>
              <Badge colorPalette={STATUS_COLOR[inv.status]}>{inv.status[0]!.toUpperCase() + inv.status.slice(1)}</Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              Created {formatDate(inv.createdAt)} · used {inv.uses} of {inv.maxUses} · {inv.revokedAt ? `revoked ${formatDate(inv.revokedAt)}` : `valid until ${formatDateTime(inv.expiresAt)}`}
            </Text>
          </Box>
          {inv.status === 'active' && (
            <Button variant="outline" colorPalette="red" minH="11" aria-label={`Revoke invite #${inv.id}`} loading={revoke.isPending && revoke.variables === inv.id}
              onClick={() => revoke.mutate(inv.id, {
                onSuccess: () => notify('Invite revoked', 'Nobody can register with that code any more.', 'success'),
                onError: (err) => notify('Invite not revoked', err.message, 'error'),
              })}>
              Revoke
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
