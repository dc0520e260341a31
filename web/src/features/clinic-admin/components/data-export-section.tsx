import { Button, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon } from '../../../components/icons';
import { CLINIC_EXPORT_HREF } from '../api';

/** A full JSON export of the clinic's data: nothing is locked in. The download itself is audited. */
export function DataExportSection() {
  return (
    <Stack gap="3">
      <Text fontSize="sm">
        One JSON file with every patient (including deleted ones, marked), clinical note, appointment, lab and imaging result,
        message, member (without passwords) and audit row of this clinic. It contains patient data: store it as securely as the app.
      </Text>
      <Button asChild colorPalette="brand" minH="11" alignSelf="flex-start">
        <a href={CLINIC_EXPORT_HREF} download data-testid="clinic-export"><DownloadIcon /> Download clinic data (JSON)</a>
      </Button>
    </Stack>
  );
}
