import { Avatar, Box, CloseButton, Dialog, Flex, Input, InputGroup, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_ROLE_LABELS } from '../../../../../core/permissions';
import type { ClinicUser } from '../../../../../core/schemas/user';
import { SearchIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { colleaguesQuery } from '../api';
import { initials } from '../messages.utils';

/**
 * 'New message': pick a colleague of the clinic; the conversation with them then opens to write in.
 * Like the shared AppDialog (full screen on phones), but on closing it hands focus to `finalFocus()`
 * (the message box) instead of back to the button that opened it.
 */
export function NewMessageDialog({ open, meId, onClose, onPick, finalFocus }: {
  open: boolean;
  meId: number;
  onClose: () => void;
  onPick: (colleague: ClinicUser) => void;
  finalFocus: () => HTMLElement | null;
}) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [filter, setFilter] = useState('');
  const users = useQuery({ ...colleaguesQuery, enabled: open });
  const colleagues = (users.data ?? []).filter((u) => u.id !== meId);
  const q = filter.trim().toLowerCase();
  const shown = q ? colleagues.filter((u) => u.name.toLowerCase().includes(q)) : colleagues;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={narrow ? 'full' : 'md'} placement="center" finalFocusEl={finalFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('New message')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm">{t('Choose the colleague to write to.')}</Text>
                {colleagues.length > 6 && (
                  <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
                    <Input placeholder={t('Search colleagues...')} aria-label={t('Search colleagues')} value={filter} onChange={(e) => setFilter(e.target.value)} />
                  </InputGroup>
                )}
                {users.isPending ? (
                  <Stack gap="2">{[0, 1, 2].map((i) => <Skeleton key={i} h="12" rounded="md" />)}</Stack>
                ) : users.isError ? (
                  <Text color="fg.error">{users.error.message}</Text>
                ) : shown.length === 0 ? (
                  <Text color="fg.muted" py="4" textAlign="center" data-testid="no-colleagues">
                    {colleagues.length === 0 ? t('No colleagues in your clinic yet. The clinic owner can invite them from Settings.') : t('No colleagues match.')}
                  </Text>
                ) : (
                  <Box as="ul" listStyleType="none" borderWidth="1px" rounded="md" overflow="hidden" aria-label={t('Colleagues')}>
                    {shown.map((u) => (
                      <Box as="li" key={u.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                        <Flex asChild w="full" textAlign="start" align="center" gap="3" px="3" py="2" minH="12"
                          cursor="pointer" _hover={{ bg: 'bg.muted' }} focusVisibleRing="inside" data-testid="colleague-option">
                          <button type="button" onClick={() => onPick(u)}>
                            <Avatar.Root as="span" size="sm" colorPalette="brand"><Avatar.Fallback>{initials(u.name)}</Avatar.Fallback></Avatar.Root>
                            <Box as="span" display="block" minW="0">
                              <Text as="span" display="block" fontWeight="medium" truncate>{u.name}</Text>
                              <Text as="span" display="block" fontSize="xs" color="fg.muted">{t(STAFF_ROLE_LABELS[u.role])}</Text>
                            </Box>
                          </button>
                        </Flex>
                      </Box>
                    ))}
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
