import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { DownloadIcon } from '../../../components/icons';
import { CLINIC_EXPORT_HREF, CLINIC_FHIR_EXPORT_HREF } from '../api';
import { t } from '../../../i18n';
import { BulkExportsList } from './bulk-exports-list';

/** Full exports of the clinic's data, so nothing is locked in: our own JSON, FHIR R4 NDJSON for other systems, and the Bulk Data exports' progress. Each download is audited. */
export function DataExportSection() {
  return (
    <Stack gap="3">
      <Text fontSize="sm">
        {t('One JSON file with every patient (including deleted ones, marked), clinical note, appointment, lab and imaging result, message, member (without passwords) and audit row of this clinic. It contains patient data: store it as securely as the app.')}
      </Text>
      <Button asChild colorPalette="brand" minH="11" h="auto" py="2" whiteSpace="normal" maxW="full" alignSelf="flex-start">
        <a href={CLINIC_EXPORT_HREF} download data-testid="clinic-export"><DownloadIcon /> {t('Download clinic data (JSON)')}</a>
      </Button>
      <Text fontSize="sm">
        {t('The same patients’ records in the standard other clinical systems read: FHIR R4 NDJSON, one resource per line (patients, problems, allergies, medications, observations, results, immunizations and visits; deleted records are left out).')}
      </Text>
      <Button asChild variant="outline" colorPalette="brand" minH="11" h="auto" py="2" whiteSpace="normal" maxW="full" alignSelf="flex-start">
        <a href={CLINIC_FHIR_EXPORT_HREF} download data-testid="clinic-export-fhir"><DownloadIcon /> {t('Download clinic data (FHIR NDJSON)')}</a>
      </Button>
      <Heading as="h3" size="sm" mt="2">{t('FHIR Bulk Data exports')}</Heading>
      <BulkExportsList />
    </Stack>
  );
}
