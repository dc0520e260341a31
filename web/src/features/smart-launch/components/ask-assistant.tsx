import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { SmartRecordView } from '../../../../../core/schemas/smart-launch';
import { SparkIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { useCan } from '../../../lib/permissions';
import { patientName } from '../ehr-record';

/** The EHR's patient of a launch, as the AI assistant takes them as context. */
export interface EhrPatientForAssistant {
  launch: number;
  name: string;
  ehr: string;
}

/** The assistant itself, given by the app (app/smart-patient-route.tsx: the AI assistant feature). */
export type AssistantSlot = (patient: EhrPatientForAssistant) => ReactNode;

/**
 * "Ask the AI assistant" on the SMART workspace (issue 37): opens the assistant here, with the EHR's
 * patient as context (the Worker reads the record from the EHR for each question; nothing is stored).
 */
export function AskAssistant({ record, assistant }: { record: SmartRecordView; assistant: AssistantSlot }) {
  const canAsk = useCan('ai:use');
  const [open, setOpen] = useState(false);
  const name = patientName(record.data.patient) ?? t('Patient {id}', { id: record.ehrPatientId });
  return (
    <Box as="section" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} data-testid="smart-assistant">
      <Heading as="h2" size="sm" mb="2">{t('Ask the AI assistant')}</Heading>
      {!canAsk ? (
        <Text fontSize="sm" color="fg.muted">{t('The AI assistant is for the clinic’s doctors and nurses.')}</Text>
      ) : open ? (
        assistant({ launch: record.launch, name, ehr: record.ehr })
      ) : (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm">{t('Questions about {name}, answered with the record from {ehr} as context: problems, allergies, active medications and lab values with their dates, and MedAssist’s check of the medications.', { name, ehr: record.ehr })}</Text>
          <Button colorPalette="brand" size="sm" onClick={() => setOpen(true)}><SparkIcon />{t('Ask the AI assistant')}</Button>
        </Stack>
      )}
    </Box>
  );
}
