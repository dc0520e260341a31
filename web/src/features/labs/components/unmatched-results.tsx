import { Badge, Box, Button, Card, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UnmatchedLabResult } from '../../../../../core/schemas/lab-results';
import type { Patient } from '../../../../../core/schemas/patients';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { PatientSearchField } from '../../../components/patient-search-field';
import { formatDateTime } from '../../../lib/format';
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
          <Heading size="md" as="h2">Unmatched results</Heading>
          <Badge colorPalette="orange" data-testid="unmatched-count">{waiting.data.length}</Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">A lab sent these for a record number this clinic does not have. Attach each to the right patient, or discard it.</Text>
        <Stack as="ul" listStyleType="none" gap="2">
          {waiting.data.map((u) => (
            <Flex as="li" key={u.id} gap="3" borderWidth="1px" rounded="md" p="3" wrap="wrap" align="center" data-testid="unmatched-row">
              <Box flex="1" minW="12rem">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="medium" overflowWrap="anywhere">{u.labName}</Text>
                  {u.isCritical && <Badge colorPalette="red">Critical</Badge>}
                </Flex>
                <Text fontSize="sm" overflowWrap="anywhere">
                  For {u.patientName}{u.birthDate ? `, born ${u.birthDate}` : ''} · MRN {u.mrn ?? 'none'}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {u.tests.map((t) => `${t.name} ${t.value}${t.unit ? ` ${t.unit}` : ''}`).join(' · ')}
                </Text>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">Received {formatDateTime(u.receivedAt)} · {u.source}</Text>
              </Box>
              <Flex gap="2" wrap="wrap">
                <Button colorPalette="brand" minH="11" onClick={() => setAttaching(u)} aria-label={`Attach ${u.labName} for ${u.patientName} to a patient`}>Attach</Button>
                <Button variant="outline" colorPalette="red" minH="11" onClick={() => setDiscarding(u)} aria-label={`Discard ${u.labName} for ${u.patientName}`}>Discard</Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
      <AppDialog open={attaching !== null} onClose={close} title="Attach to a patient" size="md"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={close}>Cancel</Button>
            <Button colorPalette="brand" minH="11" loading={resolve.isPending} disabled={!patient}
              onClick={() => attaching && patient && submit({ id: attaching.id, patientId: patient.id }, 'Result attached')}>Attach</Button>
          </>
        }>
        <Stack gap="3">
          <Text>The lab named “{attaching?.patientName}” (MRN {attaching?.mrn ?? 'none'}). Choose the patient this result is for.</Text>
          <FormField label="Patient" error={error} required>
            <PatientSearchField value={patient} invalid={Boolean(error)} size="lg" testId="unmatched-patient-options" onChange={setPatient} />
          </FormField>
        </Stack>
      </AppDialog>
      <AppDialog open={discarding !== null} onClose={close} title="Discard result" size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={close}>Cancel</Button>
            <Button colorPalette="red" minH="11" loading={resolve.isPending}
              onClick={() => discarding && submit({ id: discarding.id, reason }, 'Result discarded')}>Discard</Button>
          </>
        }>
        <FormField label="Reason" error={error} required>
          <Input name="discardReason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="e.g. patient of another practice" />
        </FormField>
      </AppDialog>
    </Card.Root>
  );
}
