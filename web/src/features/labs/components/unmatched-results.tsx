import { Badge, Box, Button, Card, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UnmatchedLabResult } from '../../../../../core/schemas/lab-results';
import type { Patient } from '../../../../../core/schemas/patients';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { PatientSearchField } from '../../../components/patient-search-field';
import { t } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { localizeNumbers } from '../labs.utils';
import { notify } from '../../../lib/toaster';
import { unmatchedResultsQuery, useResolveUnmatched } from '../api';

/** Results a lab sent for an unknown MRN: staff attach each to the right patient or discard it with a reason. Hidden when none wait. */
export function UnmatchedResults() {
  const waiting = useQuery(unmatchedResultsQuery);
  const resolve = useResolveUnmatched();
  const [attaching, setAttaching] = useState<UnmatchedLabResult | null>(null);
  const [patient, setPatient] = useState<Patient | null>(null);
  const [discarding, setDiscarding] = useState<UnmatchedLabResult | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (!waiting.data || waiting.data.length === 0) return null;

  const close = () => {
    setAttaching(null);
    setDiscarding(null);
    setPatient(null);
    setReason('');
    setError(undefined);
  };
  const submit = (input: { id: number; patientId: number } | { id: number; reason: string }, done: string) =>
    resolve.mutate(input, { onSuccess: () => { notify(done, undefined, 'success'); close(); }, onError: (err) => setError(err.message) });

  return (
    <Card.Root mb="6" borderColor="orange.muted" data-testid="unmatched-results">
      <Card.Body gap="3" px={{ base: '3', md: '5' }}>
        <Flex align="center" gap="2" wrap="wrap">
          <Heading size="md" as="h2">{t('Unmatched results')}</Heading>
          <Badge colorPalette="orange" data-testid="unmatched-count">{waiting.data.length}</Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">{t('A lab sent these for a record number this clinic does not have. Attach each to the right patient, or discard it.')}</Text>
        <Stack as="ul" listStyleType="none" gap="2">
          {waiting.data.map((u) => (
            <Flex as="li" key={u.id} gap="3" borderWidth="1px" rounded="md" p="3" wrap="wrap" align="center" data-testid="unmatched-row">
              <Box flex="1" minW="12rem">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="medium" overflowWrap="anywhere">{u.labName}</Text>
                  {u.isCritical && <Badge colorPalette="red">{t('Critical')}</Badge>}
                </Flex>
                <Text fontSize="sm" overflowWrap="anywhere">
                  {u.birthDate ? t('For {name}, born {date}', { name: u.patientName, date: u.birthDate }) : t('For {name}', { name: u.patientName })} · {t('MRN {mrn}', { mrn: u.mrn ?? t('none') })}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {u.tests.map((line) => `${line.name} ${localizeNumbers(line.value)}${line.unit ? ` ${line.unit}` : ''}`).join(' · ')}
                </Text>
                {u.matchIssue && <Text fontSize="sm" overflowWrap="anywhere">{t('Not matched: {reason}', { reason: u.matchIssue })}</Text>}
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">{t('Received {time}', { time: formatDateTime(u.receivedAt) })} · {u.source}</Text>
              </Box>
              <Flex gap="2" wrap="wrap">
                <Button colorPalette="brand" minH="11" onClick={() => setAttaching(u)} aria-label={t('Attach {test} for {name} to a patient', { test: u.labName, name: u.patientName })}>{t('Attach')}</Button>
                <Button variant="outline" colorPalette="red" minH="11" onClick={() => setDiscarding(u)} aria-label={t('Discard {test} for {name}', { test: u.labName, name: u.patientName })}>{t('Discard')}</Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
      <AppDialog open={attaching !== null} onClose={close} title={t('Attach to a patient')} size="md"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={close}>{t('Cancel')}</Button>
            <Button colorPalette="brand" minH="11" loading={resolve.isPending} disabled={!patient}
              onClick={() => attaching && patient && submit({ id: attaching.id, patientId: patient.id }, t('Result attached'))}>{t('Attach')}</Button>
          </>
        }>
        <Stack gap="3">
          <Text>{t('The lab named “{name}” (MRN {mrn}). Choose the patient this result is for.', { name: attaching?.patientName, mrn: attaching?.mrn ?? t('none') })}</Text>
          <FormField label={t('Patient')} error={error} required>
            <PatientSearchField value={patient} invalid={Boolean(error)} size="lg" testId="unmatched-patient-options" onChange={setPatient} />
          </FormField>
        </Stack>
      </AppDialog>
      <AppDialog open={discarding !== null} onClose={close} title={t('Discard result')} size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={close}>{t('Cancel')}</Button>
            <Button colorPalette="red" minH="11" loading={resolve.isPending}
              onClick={() => discarding && submit({ id: discarding.id, reason }, t('Result discarded'))}>{t('Discard')}</Button>
          </>
        }>
        <FormField label={t('Reason')} error={error} required>
          <Input name="discardReason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder={t('e.g. patient of another practice')} />
        </FormField>
      </AppDialog>
    </Card.Root>
  );
}
