import { Badge, Box, Button, Card, Flex, Grid, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messageMatches, type Message } from '../../../../../core/schemas/messages';
import type { PublicUser } from '../../../../../core/schemas/user';
import { ChatIcon, EditIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { notify } from '../../../lib/toaster';
import { useMediaQuery } from '../../../lib/use-media-query';
import { inboxQuery, messageQuery, signedInUserQuery, unreadCountQuery } from '../api';
import { openConversationAtom } from '../atoms';
import { CategoryFilter } from '../components/category-filter';
import { ConversationPane } from '../components/conversation-pane';
import { MessageList } from '../components/message-list';
import { NewMessageDialog } from '../components/new-message-dialog';
import { parseMessageId, partnerOf, type MessageCategory } from '../messages.utils';
import { useCan } from '../../../lib/permissions';

/** Below this width the list and the conversation stack: one at a time, with a Back control. */
const STACKED_QUERY = '(max-width: 1023.98px)';
/** The server's limit on the search text. */
const MAX_QUERY_CHARS = 100;

/** /messages (spec §2): the inbox card (search, categories, list) beside the open conversation. */
export default function MessagesPage() {
  const me = useQuery(signedInUserQuery).data;
  return (
    <>
      {/* The access gate only renders this page for a signed-in user. */}
      {me && <Inbox me={me} />}
    </>
  );
}

function Inbox({ me }: { me: PublicUser }) {
  const [category, setCategory] = useState<MessageCategory>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim().slice(0, MAX_QUERY_CHARS), 250);
  const inbox = useQuery({ ...inboxQuery(category, q), placeholderData: keepPreviousData });
  const unread = useQuery({ ...unreadCountQuery, refetchOnMount: 'always' }).data?.count ?? 0;
  // While the server answers for a new category or search, what is loaded is filtered at once by the same rules.
  const shown = (inbox.data ?? []).filter((m) => (category === 'all' || m.type === category) && messageMatches(m, search));
  const now = new Date(inbox.dataUpdatedAt);

  const [stored, setOpen] = useAtom(openConversationAtom);
  const open = stored?.ownerId === me.id ? stored : null;
  const [composing, setComposing] = useState(false);
  const canSend = useCan('messages:send');
  // After a colleague is picked, the dialog hands focus to the message box rather than back to 'New message'.
  const picked = useRef(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'heading' | 'composer' | null>(null);
  const stacked = useMediaQuery(STACKED_QUERY);

  const select = (m: Message) => {
    setOpen({ ownerId: me.id, partner: partnerOf(m, me.id), message: m });
    setFocusOnOpen(stacked ? 'heading' : null);
    if (stacked) window.scrollTo({ top: 0 });
  };
  // A notification's link (/messages?message=<id>) opens that message's conversation, once; the
  // parameter then leaves the URL so Back and later visits behave as for a conversation opened here.
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const linkedId = parseMessageId(params.get('message'));
  useEffect(() => {
    if (linkedId === null) return;
    let current = true;
    void qc
      .fetchQuery(messageQuery(linkedId))
      .then(
        (m) => {
          if (!current) return;
          setOpen({ ownerId: me.id, partner: partnerOf(m, me.id), message: m });
          setFocusOnOpen(stacked ? 'heading' : null);
        },
        () => notify(t('That message is not available'), t('It may have been sent to someone else.'), 'error'),
      )
      .finally(() => {
        if (!current) return;
        const next = new URLSearchParams(params);
        next.delete('message');
        setParams(next, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [linkedId, qc, me.id, stacked, params, setParams, setOpen]);

  const back = () => {
    const id = open?.message?.id;
    setOpen(null);
    if (id) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-message-id="${id}"]`)?.focus());
  };

  return (
    <>
      <PageHeader title={t('Messages')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Messages') }]}
        actions={canSend ? <Button colorPalette="brand" minH="11" onClick={() => { picked.current = false; setComposing(true); }}><EditIcon /> {t('New message')}</Button> : undefined} />

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(18rem, 24rem) minmax(0, 1fr)' }} gap="4"
        h={{ lg: 'calc(100dvh - 15rem)' }} minH={{ lg: '32rem' }}>
        <Card.Root as="section" aria-labelledby="inbox-title" minH="0" overflow="hidden" display={{ base: open ? 'none' : 'flex', lg: 'flex' }}>
          <Stack gap="3" px="4" pt="4" pb="3" borderBottomWidth="1px">
            <Flex align="center" gap="2">
              <Heading as="h2" size="md" id="inbox-title">{t('Inbox')}</Heading>
              {unread > 0 && <Badge colorPalette="brand" variant="solid" rounded="full" data-testid="inbox-unread">{t('{count} unread', { count: unread })}</Badge>}
            </Flex>
            <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
              <Input type="search" placeholder={t('Search messages...')} aria-label={t('Search messages')} value={search} minH="11"
                onChange={(e) => setSearch(e.target.value)} />
            </InputGroup>
            <CategoryFilter value={category} onChange={setCategory} />
          </Stack>
          <Box flex="1" minH="0" overflowY={{ lg: 'auto' }}>
            {inbox.isError && !inbox.data ? (
              <Text color="fg.error" p="4">{inbox.error.message}</Text>
            ) : (
              <MessageList messages={shown} loading={inbox.isPending} selectedId={open?.message?.id ?? null} onSelect={select} now={now} />
            )}
          </Box>
        </Card.Root>

        <Card.Root as="section" aria-label={t('Conversation')} minH="0" overflow="hidden"
          display={{ base: open ? 'flex' : 'none', lg: 'flex' }} h={{ base: 'calc(100dvh - 17rem)', lg: 'auto' }} minHeight={{ base: '26rem', lg: '0' }}>
          {open ? (
            <ConversationPane key={open.partner.id ?? `alert-${open.message?.id}`} conversation={open} meId={me.id} onBack={back} focusOnOpen={focusOnOpen} />
          ) : (
            <Stack flex="1" align="center" justify="center" gap="3" p="8" textAlign="center" data-testid="no-conversation">
              <ChatIcon boxSize="10" color="fg.subtle" />
              <Text color="fg.muted">{t('Select a conversation to view messages')}</Text>
            </Stack>
          )}
        </Card.Root>
      </Grid>

      <NewMessageDialog open={composing} meId={me.id} onClose={() => setComposing(false)}
        finalFocus={() => (picked.current ? document.querySelector<HTMLElement>('[data-testid=composer] textarea') : null)}
        onPick={(u) => {
          picked.current = true;
          setComposing(false);
          setOpen({ ownerId: me.id, partner: { id: u.id, name: u.name }, message: null });
          setFocusOnOpen('composer');
          if (stacked) window.scrollTo({ top: 0 });
        }} />
    </>
  );
}
