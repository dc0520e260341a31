import { Badge, Box, Button, CloseButton, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import type { LiveNotification } from '../../../../../core/events';
import { BellIcon } from '../../../components/icons';
import { formatNotificationTime, truncate } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { liveStatusAtom, notificationsAtom } from '../atoms';

export const MESSAGE_PREVIEW_CHARS = 40;

/** Title and body of one notification as the dropdown shows it (spec §3, §9). */
export function describeNotification(n: LiveNotification | { type: string }): { title: string; body: string } {
  switch (n.type) {
    case 'critical_lab_result': {
      const c = n as Extract<LiveNotification, { type: 'critical_lab_result' }>;
      return { title: 'Critical Lab Result', body: `Patient: ${c.patient.name} - Requires immediate attention!` };
    }
    case 'message': {
      const m = n as Extract<LiveNotification, { type: 'message' }>;
      return { title: `New message from ${m.from}`, body: truncate(m.message, MESSAGE_PREVIEW_CHARS) };
    }
    case 'appointment_reminder': {
      const a = n as Extract<LiveNotification, { type: 'appointment_reminder' }>;
      return { title: 'Appointment Reminder', body: `Upcoming appointment with ${a.patientName}` };
    }
    default:
      return { title: 'Notification', body: '' };
  }
}

/** Spec §2/§4: bell with count badge, yellow dot while disconnected, dropdown with the list. */
export function NotificationBell() {
  const [list, setList] = useAtom(notificationsAtom);
  const status = useAtomValue(liveStatusAtom);
  const [open, setOpen] = useState(false);

  const markAllRead = () => {
    setOpen(false);
    if (list.length === 0) notify('You have no unread notifications');
    else {
      setList([]);
      notify('All notifications marked as read', undefined, 'success');
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="lg" position="relative" aria-label={`Notifications${list.length ? ` (${list.length})` : ''}`}>
          <BellIcon />
          {list.length > 0 && (
            <Badge position="absolute" top="1" right="1" colorPalette="red" variant="solid" rounded="full" fontSize="2xs" minW="4.5" h="4.5" justifyContent="center" data-testid="notification-count">
              {list.length}
            </Badge>
          )}
          {status === 'disconnected' && (
            <Box data-testid="live-disconnected" title="Live updates disconnected" position="absolute" bottom="2" right="2" boxSize="2.5" rounded="full" bg="yellow.400" borderWidth="1px" borderColor="bg" />
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="20rem" maxW="calc(100vw - 1rem)">
            <Flex px="4" py="3" borderBottomWidth="1px" align="center" justify="space-between">
              <Text fontWeight="semibold">Notifications</Text>
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={markAllRead}>Mark all as read</Button>
            </Flex>
            <Box maxH="24rem" overflowY="auto">
              {list.length === 0 ? (
                <Text p="6" textAlign="center" color="fg.muted">No notifications</Text>
              ) : (
                <Stack gap="0" as="ul" listStyleType="none">
                  {list.map((n, index) => {
                    const { title, body } = describeNotification(n);
                    return (
                      <Flex as="li" key={`${n.id}-${index}`} px="4" py="3" gap="2" borderBottomWidth="1px" bg={n.type === 'critical_lab_result' ? 'red.subtle' : undefined}>
                        <Box flex="1" minW="0">
                          <Text fontSize="sm" fontWeight="semibold" color={n.type === 'critical_lab_result' ? 'fg.error' : undefined}>{title}</Text>
                          {body && <Text fontSize="sm" color="fg.muted">{body}</Text>}
                          <Text fontSize="xs" color="fg.muted" mt="1">{formatNotificationTime(n.timestamp)}</Text>
                        </Box>
                        <CloseButton size="xs" aria-label="Dismiss notification" onClick={() => setList((prev) => prev.filter((_, i) => i !== index))} />
                      </Flex>
                    );
                  })}
                </Stack>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
