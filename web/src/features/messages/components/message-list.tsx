import { Avatar, Badge, Box, Flex, HStack, Skeleton, SkeletonCircle, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Message } from '../../../../../core/schemas/messages';
import { MailIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { formatListTime, initials, MESSAGE_LOADING_PLACEHOLDERS } from '../messages.utils';

/** The inbox rows: selected one highlighted, unread ones tinted, urgent ones badged (spec §4). */
export function MessageList({ messages, loading, selectedId, onSelect, now }: {
  messages: Message[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (m: Message) => void;
  now: Date;
}) {
  if (loading) {
    return (
      <Stack gap="0" role="status" aria-busy="true" aria-label={t('Loading messages')} data-testid="messages-loading">
        {Array.from({ length: MESSAGE_LOADING_PLACEHOLDERS }, (_, i) => (
          <Flex key={i} gap="3" px="4" py="3" borderBottomWidth="1px">
            <SkeletonCircle size="10" />
            <Stack flex="1" gap="2">
              <Skeleton h="4" w="50%" />
              <Skeleton h="3" w="90%" />
            </Stack>
          </Flex>
        ))}
      </Stack>
    );
  }
  if (messages.length === 0) {
    return (
      <Stack align="center" py="12" px="4" gap="2" textAlign="center" data-testid="messages-empty">
        <MailIcon boxSize="8" color="fg.subtle" />
        <Text color="fg.muted">{t('No messages found.')}</Text>
      </Stack>
    );
  }
  return (
    <Box as="ul" listStyleType="none" data-testid="message-list">
      {messages.map((m) => {
        const selected = m.id === selectedId;
        const unread = !m.isRead;
        return (
          <Box as="li" key={m.id} borderBottomWidth="1px">
            <Flex asChild w="full" textAlign="start" gap="3" px="4" py="3" minH="11" cursor="pointer"
              bg={selected ? 'brand.muted' : unread ? 'brand.subtle' : 'bg'}
              _hover={{ bg: selected ? 'brand.muted' : 'bg.muted' }}
              borderStartWidth="4px" borderStartColor={selected ? 'brand.solid' : 'transparent'}
              focusVisibleRing="inside"
              aria-current={selected ? 'true' : undefined}
              data-testid="message-row" data-message-id={m.id} data-unread={unread} data-selected={selected}>
              <button type="button" onClick={() => onSelect(m)}>
                <Avatar.Root as="span" size="sm" variant={selected ? 'solid' : 'subtle'} colorPalette={m.fromId === null ? 'teal' : 'brand'} flexShrink="0">
                  <Avatar.Fallback>{initials(m.fromName)}</Avatar.Fallback>
                </Avatar.Root>
                <Box as="span" display="block" flex="1" minW="0">
                  <Flex as="span" gap="2" align="baseline">
                    <Text as="span" display="block" flex="1" minW="0" truncate fontWeight={unread ? 'bold' : 'medium'}>
                      {unread && <VisuallyHidden>{t('Unread:')} </VisuallyHidden>}
                      {m.fromName}
                    </Text>
                    <Text as="span" fontSize="xs" color={unread ? 'brand.fg' : 'fg.muted'} fontWeight={unread ? 'semibold' : 'normal'} flexShrink="0">
                      <time dateTime={m.sentAt}>{formatListTime(m.sentAt, now)}</time>
                    </Text>
                  </Flex>
                  <Text as="span" display="block" fontSize="sm" color={unread ? 'fg' : 'fg.muted'} lineClamp="2" wordBreak="break-word">{m.content}</Text>
                  {(m.priority === 'urgent' || m.patientName || m.labResultId) && (
                    <HStack as="span" gap="1.5" mt="1" wrap="wrap">
                      {m.priority === 'urgent' && <Badge colorPalette="red" variant="solid" size="sm">{t('Urgent')}</Badge>}
                      {m.labResultId && <Badge colorPalette="teal" variant="subtle" size="sm">{m.type === 'imaging' ? t('Imaging result') : t('Lab result')}</Badge>}
                      {m.patientName && <Badge colorPalette="gray" variant="subtle" size="sm" maxW="full" truncate>{m.patientName}</Badge>}
                    </HStack>
                  )}
                </Box>
                {unread && <Box as="span" display="block" boxSize="2.5" mt="1.5" rounded="full" bg="brand.solid" flexShrink="0" aria-hidden="true" />}
              </button>
            </Flex>
          </Box>
        );
      })}
    </Box>
  );
}
