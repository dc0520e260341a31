import { Badge, Box, Flex, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ChatIcon, VideoIcon } from '../../../components/icons';
import { formatTime } from '../../../lib/format';
import { useInSlices } from '../../../lib/in-slices';
import { useNow } from '../../../lib/use-now';
import { todayQuery } from '../api';
import { PanelCard } from './panel-card';
import { t } from '../../../i18n';
import { APPOINTMENT_TYPE_LABELS, appointmentLabel } from '../../../lib/appointment-labels';


/** Spec §2 "Today's Schedule": the signed-in doctor's appointments today, the current one marked. */
export function TodaySchedule() {
  const now = useNow();
  const today = useQuery(todayQuery);
  // The answer renders in slices (lib/in-slices.ts), the skeleton staying until the rows are in.
  const shown = useInSlices(today.data).value;
  const visible = shown?.filter((a) => a.status !== 'Cancelled') ?? [];
  return (
    <PanelCard title={t("Today's Schedule")} linkLabel={t('Manage')} linkTo="/appointments">
      {today.isPending || (today.data !== undefined && shown === undefined) ? (
        <Stack gap="3">{[0, 1, 2].map((i) => <Skeleton key={i} h="14" rounded="md" />)}</Stack>
      ) : visible.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">{t('No appointments today.')}</Text>
      ) : (
        <Stack gap="2">
          {visible.map((a) => {
            const active = Date.parse(a.dateTime) <= now && now < Date.parse(a.endDateTime);
            return (
              <Flex key={a.id} p="3" gap="2" rounded="md" borderWidth="1px" align="center" data-testid="today-appointment" data-active={active || undefined}
                borderColor={active ? 'brand.solid' : undefined} bg={active ? 'brand.subtle' : undefined}>
                <Box flex="1" minW="0">
                  <Text fontSize="xs" color="fg.muted">{formatTime(a.dateTime)} – {formatTime(a.endDateTime)}{active && <Badge ml="2" colorPalette="brand" size="sm">{t('Now')}</Badge>}</Text>
                  <Text fontWeight="semibold" truncate>{a.patientName ?? t('Unknown Patient')}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>{a.purpose}</Text>
                  <Badge size="sm" mt="1" colorPalette={a.type === 'Telehealth' ? 'purple' : 'blue'}>{t(appointmentLabel(APPOINTMENT_TYPE_LABELS, a.type))}</Badge>
                </Box>
                <IconButton size="sm" variant="ghost" aria-label={t('Start video call')}><VideoIcon /></IconButton>
                <IconButton size="sm" variant="ghost" aria-label={t('Open chat')}><ChatIcon /></IconButton>
              </Flex>
            );
          })}
        </Stack>
      )}
    </PanelCard>
  );
}
