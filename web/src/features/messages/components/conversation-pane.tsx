import { Avatar, Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { Message } from '../../../../../core/schemas/messages';
import { ChevronLeftIcon, FileTextIcon, FlaskIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { formatNotificationTime } from '../../../lib/format';
import { conversationQuery, useMarkRead } from '../api';
import type { OpenConversation } from '../atoms';
import { canReply, initials, unreadReceivedIds } from '../messages.utils';
import { Composer } from './composer';

const patientLink = (id: number) => `/patients?patient=${id}`;
const resultLink = (id: number) => `/labs?result=${id}`;

/**
 * The open conversation: sender header with 'Last message' time and, for a patient message,
 * 'View Medical Record'; the history both ways; the composer, or why there is none.
 * Unread messages addressed to me are marked read as they are shown.
 */
export function ConversationPane({ conversation, meId, onBack, focusOnOpen }: {
  conversation: OpenConversation;
  meId: number;
  onBack: () => void;
  /** 'heading' on phones, where the pane replaces the list; 'composer' after 'New message'. */
  focusOnOpen: 'heading' | 'composer' | null;
}) {
  const { partner, message: opened } = conversation;
  const replyable = canReply(partner);
  const history = useQuery({ ...conversationQuery(partner.id ?? 0), enabled: replyable });
  // MedAssist's alerts are not a conversation: the pane shows the one alert that was opened.
  const newestFirst = useMemo(() => (replyable ? (history.data ?? []) : opened ? [opened] : []), [replyable, history.data, opened]);
  const last = newestFirst[0];

  const { mutate: markRead } = useMarkRead();
  const asked = useRef(new Set<number>());
  useEffect(() => {
    const ids = unreadReceivedIds(newestFirst, meId).filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => asked.current.add(id));
    markRead(ids);
  }, [newestFirst, meId, markRead]);

  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last?.id]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen === 'heading') heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <Flex direction="column" h="full" minH="0" data-testid="conversation">
      <Flex px={{ base: '2', md: '4' }} py="2" minH="16" borderBottomWidth="1px" align="center" gap={{ base: '2', md: '3' }} wrap="wrap">
        <Button hideFrom="lg" variant="ghost" size="sm" minH="11" px="2" onClick={onBack}>
          <ChevronLeftIcon /> {t('Back')}
        </Button>
        <Avatar.Root size="sm" colorPalette={partner.id === null ? 'teal' : 'brand'} flexShrink="0">
          <Avatar.Fallback>{initials(partner.name)}</Avatar.Fallback>
        </Avatar.Root>
        <Box flex="1" minW="8rem">
          <Heading as="h2" size="md" truncate ref={heading} tabIndex={-1} outline="none" data-testid="conversation-title">{partner.name}</Heading>
          <Text fontSize="xs" color="fg.muted">
            {last ? tRich('Last message {time}', { time: <time dateTime={last.sentAt}>{formatNotificationTime(last.sentAt)}</time> }) : history.isPending && replyable ? '\u00a0' : t('No messages yet')}
          </Text>
        </Box>
        {opened?.patientId && (
          <Button asChild size="sm" variant="outline" colorPalette="brand" minH={{ base: '11', md: '9' }} flexShrink="0" ms={{ base: 'auto', lg: '0' }}>
            <Link to={patientLink(opened.patientId)}><FileTextIcon /> {t('View Medical Record')}</Link>
          </Button>
        )}
      </Flex>

      <Box ref={log} flex="1" minH="0" overflowY="auto" px={{ base: '3', md: '4' }} py="4" bg="bg.subtle"
        role="log" aria-label={t('Conversation with {name}', { name: partner.name })} data-testid="conversation-history">
        {replyable && history.isPending ? (
          <Stack gap="3">
            <Skeleton h="14" w="70%" rounded="xl" />
            <Skeleton h="10" w="60%" rounded="xl" alignSelf="flex-end" />
          </Stack>
        ) : history.isError ? (
          <Text color="fg.error">{history.error.message}</Text>
        ) : newestFirst.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="8">{t('No messages with {name} yet. Write the first one below.', { name: partner.name })}</Text>
        ) : (
          <Stack gap="3">
            {[...newestFirst].reverse().map((m) => <Bubble key={m.id} message={m} mine={m.fromId === meId} />)}
          </Stack>
        )}
      </Box>

      {replyable && partner.id !== null ? (
        <Composer toId={partner.id} toName={partner.name} autoFocus={focusOnOpen === 'composer'} />
      ) : (
        <Box px="4" py="3" borderTopWidth="1px" bg="bg" data-testid="no-reply-notice">
          <Text fontSize="sm" color="fg.muted">{t("Automatic notifications from {name} cannot be replied to. Open the result or the patient's record to act on it.", { name: partner.name })}</Text>
        </Box>
      )}
    </Flex>
  );
}

function Bubble({ message: m, mine }: { message: Message; mine: boolean }) {
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'}>
      <Box maxW={{ base: '90%', md: '75%' }} minW="0" px="3" py="2" rounded="xl" shadow="xs"
        borderEndEndRadius={mine ? 'sm' : 'xl'} borderEndStartRadius={mine ? 'xl' : 'sm'}
        bg={mine ? 'brand.solid' : 'bg'} color={mine ? 'brand.contrast' : 'fg'}
        data-testid="conversation-message" data-mine={mine}>
        <VisuallyHidden>{t('{sender}:', { sender: mine ? t('You') : m.fromName })} </VisuallyHidden>
        {m.priority === 'urgent' && <Badge colorPalette="red" variant="solid" size="sm" mb="1">{t('Urgent')}</Badge>}
        <Text whiteSpace="pre-wrap" wordBreak="break-word">{m.content}</Text>
        {(m.patientId || m.labResultId) && (
          <Stack gap="1" mt="2" p="2" rounded="md" bg="bg" color="fg" borderWidth="1px">
            {m.patientName && <Text fontSize="xs" color="fg.muted" truncate>{t('Patient: {name}', { name: m.patientName })}</Text>}
            <Flex gap="2" wrap="wrap">
              {m.patientId && (
                <Button asChild size="xs" variant="outline" colorPalette="brand" minH={{ base: '11', md: '8' }}>
                  <Link to={patientLink(m.patientId)}><FileTextIcon /> {t('View Medical Record')}</Link>
                </Button>
              )}
              {m.labResultId && (
                <Button asChild size="xs" variant="outline" colorPalette="teal" minH={{ base: '11', md: '8' }}>
                  <Link to={resultLink(m.labResultId)}><FlaskIcon /> {t('View result')}</Link>
                </Button>
              )}
            </Flex>
          </Stack>
        )}
        <Text fontSize="xs" mt="1" textAlign="end" color={mine ? 'whiteAlpha.800' : 'fg.muted'}>
          <time dateTime={m.sentAt}>{formatNotificationTime(m.sentAt)}</time>
          {mine && ` · ${m.isRead ? t('Read') : t('Sent')}`}
        </Text>
      </Box>
    </Flex>
  );
}
