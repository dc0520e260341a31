import { Box, Flex, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ClinicalNote } from '../../../../../core/schemas/clinical-notes';
import { CopyIcon } from '../../../components/icons';
import { NoteControls } from '../../../components/note-controls';
import { formatDate } from '../../../lib/format';
import { useInSlices } from '../../../lib/in-slices';
import { notify } from '../../../lib/toaster';
import { recentNotesQuery } from '../api';
import { PanelCard } from './panel-card';
import { copyText } from '../../../lib/clipboard';
import { t } from '../../../i18n';

/**
 * Spec §2 'Recent Clinical Notes': copy puts a note's text on the clipboard; its author or an owner
 * can edit or delete it; an edited note opens its history.
 */
export function RecentNotes() {
  const notes = useQuery(recentNotesQuery);
  // The answer renders in slices (lib/in-slices.ts), the skeleton staying until the notes are in.
  const shown = useInSlices(notes.data).value;
  const copy = async (n: ClinicalNote) => {
    if (await copyText(n.noteContent)) notify(t('Copied to clipboard'), t('Note for {name}', { name: n.patientName }), 'success');
    else notify(t('Copy failed'), t('Your browser did not allow access to the clipboard.'), 'error');
  };
  return (
    <PanelCard title={t('Recent Clinical Notes')} linkLabel={t('View All')} linkTo="/patients">
      {notes.isPending || (notes.data !== undefined && shown === undefined) ? (
        <Stack gap="3">{[0, 1, 2].map((i) => <Skeleton key={i} h="16" rounded="md" />)}</Stack>
      ) : shown?.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">{t("No clinical notes yet. Add one from a patient's record.")}</Text>
      ) : (
        <Stack gap="3">
          {shown?.map((n) => (
            <Box key={n.id} p="3" borderWidth="1px" rounded="md" data-testid="recent-note">
              <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
                <Box minW="0" flex="1 1 9rem">
                  <Text fontWeight="semibold" overflowWrap="anywhere">{n.patientName}</Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">{formatDate(n.createdAt)} · {n.doctorName}</Text>
                </Box>
                <NoteControls note={n}>
                  <IconButton size="sm" variant="ghost" aria-label={t('Copy note for {name}', { name: n.patientName })} onClick={() => void copy(n)}><CopyIcon /></IconButton>
                </NoteControls>
              </Flex>
              <Text fontSize="sm" mt="1" lineClamp={3} whiteSpace="pre-wrap">{n.noteContent}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
