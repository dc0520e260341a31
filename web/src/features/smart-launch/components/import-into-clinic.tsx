import { Alert, Box, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { SmartImportAnswer } from '../../../../../core/schemas/smart-launch';
import { TOUCH_LINK } from '../../../components/touch-link';
import { t } from '../../../i18n';
import { useCan } from '../../../lib/permissions';
import { useImportLaunch } from '../import-api';

/** What the import did: the patient created or found, counts per resource type, and what failed or was not read. */
export function ImportResult({ answer, ehr }: { answer: SmartImportAnswer; ehr: string }) {
  const created = (answer.counts.Patient?.created ?? 0) > 0;
  const rows = Object.entries(answer.counts).filter(([, c]) => c.created + c.updated + c.unchanged + c.failed > 0);
  const notRead = Object.entries(answer.notRead);
  return (
    <Stack gap="2" data-testid="smart-import-result">
      {answer.patients.map((p) => (
        <Text key={p.id}>
          {created ? t('New patient in the clinic:') : t('Matched the clinic’s patient:')}{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium" {...TOUCH_LINK}><Link to={`/patients/${p.id}`}>{p.fullName}</Link></ChakraLink>
        </Text>
      ))}
      <Stack as="ul" listStyleType="none" gap="0.5" fontSize="sm">
        {rows.map(([type, c]) => (
          <Box as="li" key={type}>
            {/* FHIR resource types are the standard's own names, the same in every language. */}
            <Text as="span" fontWeight="medium" lang="en">{type}</Text>
            {': '}{t('{created} new, {updated} updated, {unchanged} unchanged, {failed} failed', { created: c.created, updated: c.updated, unchanged: c.unchanged, failed: c.failed })}
          </Box>
        ))}
      </Stack>
      {answer.errors.length + notRead.length > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('Not everything was imported')}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" listStyleType="none" gap="0.5" lang="en">
                {answer.errors.map((e, i) => <li key={`e${i}`}>{`${e.resourceType} ${e.id}: ${e.reason}`}</li>)}
                {notRead.map(([key, reason]) => <li key={key}>{`${key}: ${reason}`}</li>)}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Text fontSize="sm" color="fg.muted">{t('Importing again later from {ehr} updates the same patient instead of adding a second one.', { ehr })}</Text>
    </Stack>
  );
}

/** "Import into clinic" (issue 37): nothing of the EHR's record enters the clinic until the user chooses it here. */
export function ImportIntoClinic({ launch, ehr }: { launch: number; ehr: string }) {
  const canImport = useCan('records:import');
  const run = useImportLaunch(launch);
  return (
    <Box as="section" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} data-testid="smart-import">
      <Heading as="h2" size="sm" mb="2">{t('Import into clinic')}</Heading>
      {!canImport ? (
        <Text fontSize="sm" color="fg.muted">{t('Only a doctor of the clinic can import an EHR record.')}</Text>
      ) : run.data ? (
        <ImportResult answer={run.data} ehr={ehr} />
      ) : (
        <Stack gap="2" align="start">
          <Text fontSize="sm">{t('Adds this patient, their problems, allergies, active medications and the observations shown here to the clinic’s record. A patient the clinic already has (imported before, or with the same identifier) is updated, not added twice.')}</Text>
          <Button colorPalette="brand" size="sm" onClick={() => run.mutate()} loading={run.isPending} loadingText={t('Importing…')} data-testid="smart-import-button">
            {t('Import into clinic')}
          </Button>
          {run.isError ? <Text color="fg.error" fontSize="sm" role="alert">{t(run.error.message)}</Text> : null}
        </Stack>
      )}
    </Box>
  );
}
