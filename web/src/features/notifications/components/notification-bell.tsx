import { Badge, Box, Button, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LiveNotification, StoredNotification } from '../../../../../core/events';
import { BellIcon } from '../../../components/icons';
import { formatNotificationTime, truncate } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { notificationsQuery, useMarkAllRead, useMarkRead } from '../api';
import { liveStatusAtom } from '../atoms';
import { t } from '../../../i18n';

export const MESSAGE_PREVIEW_CHARS = 40;

/**
 * Title and body of one notification as the dropdown and its toast show it (spec §3, §9), in the
 * active language. A withheld one (a clinic in another region, decision 0019: a live frame, or a
 * listed one whose record is gone) names no one and says only what kind it is.
 */
export function describeNotification(n: LiveNotification | { type: string }): { title: string; body: string } {
  const withheld = 'withheld' in n && n.withheld === true;
  switch (n.type) {
    case 'critical_lab_result': {
      const c = n as Extract<LiveNotification, { type: 'critical_lab_result' }>;
      const body = withheld ? t('A critical result is waiting for review.') : t('Patient: {name} - Requires immediate attention!', { name: c.patient.name });
      if (c.handoff) return { title: c.handoff === 'on-call' ? t('Critical Lab Result - unreviewed, you are on call') : t('Critical Lab Result - unreviewed, escalated to you'), body };
      return { title: t('Critical Lab Result'), body };
    }
    case 'message': {
      const m = n as Extract<LiveNotification, { type: 'message' }>;
      if (withheld) return { title: t('New message'), body: t('Open it to read it.') };
      return { title: t('New message from {name}', { name: m.from }), body: truncate(m.message, MESSAGE_PREVIEW_CHARS) };
    }
    case 'appointment_reminder': {
      const a = n as Extract<LiveNotification, { type: 'appointment_reminder' }>;
      if (withheld) return { title: t('Appointment Reminder'), body: t('An appointment starts soon.') };
      return { title: t('Appointment Reminder'), body: t('Upcoming appointment with {name}', { name: a.patientName }) };
    }
    default:
      return { title: t('Notification'), body: '' };
  }
}

/**
 * Spec §2/§4: bell with the unread count, yellow dot while disconnected, dropdown with the kept
 * notifications (issue 20): each opens what it is about and is marked read on every device.
 */
export function NotificationBell() {
  const { data } = useQuery(notificationsQuery);
  const list = data?.notifications ?? [];
  const unread = data?.unread ?? 0;
  const status = useAtomValue(liveStatusAtom);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const markAllRead = () => {
    setOpen(false);
    if (unread === 0) notify(t('You have no unread notifications'));
    else
      markAll.mutate(undefined, {
        onSuccess: () => notify(t('All notifications marked as read'), undefined, 'success'),
        onError: (err) => notify(t('Could not mark notifications as read'), err.message, 'error'),
      });
  };

  const openNotification = (n: StoredNotification) => {
    setOpen(false);
    if (!n.read) markRead.mutate(n.id);
    void navigate(n.link);
  };

  return (
    // lazyMount/unmountOnExit: the list is built when opened, not on every page's start while closed.
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        {/* The visible count is a word of the name (WCAG 2.5.3; axe does not take "(1)" for "1"). */}
        <IconButton variant="ghost" size="lg" position="relative" aria-label={unread ? t('Notifications, {count} unread', { count: unread }) : t('Notifications')}>
          <BellIcon />
          {unread > 0 && (
            <Badge position="absolute" top="1" right="1" colorPalette="red" variant="solid" rounded="full" fontSize="2xs" minW="4.5" h="4.5" justifyContent="center" data-testid="notification-count">
              {unread}
            </Badge>
          )}
          {status === 'disconnected' && (
            <Box data-testid="live-disconnected" title={t('Live updates disconnected')} position="absolute" bottom="2" right="2" boxSize="2.5" rounded="full" bg="yellow.400" borderWidth="1px" borderColor="bg" />
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="20rem" maxW="calc(100vw - 1rem)">
            <Flex px="4" py="3" borderBottomWidth="1px" align="center" justify="space-between">
              <Text fontWeight="semibold">{t('Notifications')}</Text>
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={markAllRead} loading={markAll.isPending}>{t('Mark all as read')}</Button>
            </Flex>
            <Box maxH="24rem" overflowY="auto">
              {list.length === 0 ? (
                <Text p="6" textAlign="center" color="fg.muted">{t('No notifications')}</Text>
              ) : (
                <Stack gap="0" as="ul" listStyleType="none">
                  {list.map((n) => {
                    const { title, body } = describeNotification(n);
                    const critical = n.type === 'critical_lab_result';
                    return (
                      <Box as="li" key={n.id} borderBottomWidth="1px" data-read={n.read ? 'true' : 'false'}>
                        <Flex asChild w="full" textAlign="start" px="4" py="3" gap="2" minH="11" cursor="pointer"
                          bg={critical && !n.read ? 'red.subtle' : undefined} _hover={{ bg: 'bg.muted' }}>
                          <button type="button" onClick={() => openNotification(n)}>
                          <Box flex="1" minW="0" opacity={n.read ? 0.7 : 1}>
                            <Text fontSize="sm" fontWeight={n.read ? 'normal' : 'semibold'} color={critical ? 'fg.error' : undefined}>{title}</Text>
                            {body && <Text fontSize="sm" color="fg.muted">{body}</Text>}
                            <Text fontSize="xs" color="fg.muted" mt="1">{formatNotificationTime(n.timestamp)}</Text>
                          </Box>
                          {!n.read && <Box aria-label={t('Unread')} role="img" mt="1.5" boxSize="2" rounded="full" bg="brand.solid" flexShrink="0" />}
                          </button>
                        </Flex>
                      </Box>
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
