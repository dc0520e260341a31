import { Alert, Badge, Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { SmartRecordView } from '../../../../../core/schemas/smart-launch';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { genderLabel } from '../../../lib/gender-labels';
import { smartRecordQuery } from '../api';
import { AskAssistant, type AssistantSlot } from '../components/ask-assistant';
import { EhrUserLink } from '../components/ehr-user-link';
import { ImportIntoClinic } from '../components/import-into-clinic';
import { EhrCalculators, type CalculatorHref } from '../components/ehr-calculators';
import { conceptText, deceasedDay, entriesOf, medicationText, newestFirst, observationValue, patientName, resourceDate } from '../ehr-record';

/** Observations shown: the newest of those the checks read (eGFR, creatinine, potassium, QTc, weight, pregnancy). */
const RECENT_OBSERVATIONS = 12;

const INDICATOR_PALETTE = { critical: 'red', warning: 'orange', info: 'gray' } as const;
const INDICATOR_LABEL = { critical: msg('smart check::Critical'), warning: msg('smart check::Warning'), info: msg('smart check::Note') } as const;

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
      <Heading as="h2" size="sm" mb="2">{title} <Text as="span" color="fg.muted" fontWeight="normal">({count})</Text></Heading>
      {count === 0 ? <Text color="fg.muted" fontSize="sm">{t('None in the EHR’s record.')}</Text> : <Stack as="ul" listStyleType="none" gap="1.5">{children}</Stack>}
    </Box>
  );
}

/** One line of the EHR's record with where it comes from: "from <EHR>, <date>". */
function Line({ text, extra, date, ehr }: { text: string; extra?: string | null; date: string | null; ehr: string }) {
  return (
    <Box as="li" fontSize="sm">
      <Text as="span" fontWeight="medium" overflowWrap="anywhere">{text}</Text>
      {extra ? <Text as="span"> · {extra}</Text> : null}
      <Text as="span" color="fg.muted"> — {date ? t('from {ehr}, {date}', { ehr, date: formatDate(date) }) : t('from {ehr}, undated', { ehr })}</Text>
    </Box>
  );
}

function Workspace({ record, calculatorHref, assistant }: { record: SmartRecordView; calculatorHref: CalculatorHref; assistant: AssistantSlot | undefined }) {
  const { data, ehr } = record;
  const patient = data.patient ?? null;
  const conditions = newestFirst(entriesOf(data.conditions, 'Condition'));
  const allergies = entriesOf(data.allergies, 'AllergyIntolerance');
  const medications = entriesOf(data.medications, 'MedicationRequest');
  const observations = newestFirst(entriesOf(data.observations, 'Observation')).slice(0, RECENT_OBSERVATIONS);
  const notFetched = Object.entries(record.notFetched);
  const died = deceasedDay(patient);
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h1" size="xl" overflowWrap="anywhere" data-testid="smart-patient-name">{patientName(patient) ?? t('Patient {id}', { id: record.ehrPatientId })}</Heading>
        <Text color="fg.muted" fontSize="sm">
          {[
            typeof patient?.gender === 'string' ? genderLabel(patient.gender.charAt(0).toUpperCase() + patient.gender.slice(1)) : null,
            typeof patient?.birthDate === 'string' ? t('born {date}', { date: formatDate(patient.birthDate) }) : null,
            died === 'undated' ? t('deceased, date not recorded') : died ? t('deceased {date}', { date: formatDate(died) }) : null,
          ].filter(Boolean).join(' · ')}
        </Text>
        <Text fontSize="sm" data-testid="smart-source">{t('From {ehr}, read {date}. Nothing is stored in the clinic’s record.', { ehr, date: formatDateTime(record.fetchedAt) })}</Text>
      </Box>
      {notFetched.length > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('Not everything could be read from the EHR')}</Alert.Title>
            <Alert.Description lang="en">{notFetched.map(([key, reason]) => `${key}: ${reason}`).join('; ')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Box as="section" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} data-testid="smart-checks">
        <Heading as="h2" size="sm" mb="2">{t('Checks on the active medications')}</Heading>
        {record.checks.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">{t('No interaction, allergy or patient-specific finding.')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {record.checks.map((check, i) => (
              <Box as="li" key={i} fontSize="sm">
                <Badge colorPalette={INDICATOR_PALETTE[check.indicator]} mr="2">{t(INDICATOR_LABEL[check.indicator])}</Badge>
                <Text as="span" lang="en" overflowWrap="anywhere">{check.summary}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
      <EhrCalculators calculators={record.calculators} ehr={ehr} calculatorHref={calculatorHref} />
      {assistant ? <AskAssistant record={record} assistant={assistant} /> : null}
      <Section title={t('Active medications')} count={medications.length}>
        {medications.map((m, i) => <Line key={i} text={medicationText(m) ?? t('(no medication named)')} date={resourceDate(m)} ehr={ehr} />)}
      </Section>
      <Section title={t('Problems')} count={conditions.length}>
        {conditions.map((c, i) => <Line key={i} text={conceptText(c.code) ?? t('(no code)')} extra={conceptText(c.clinicalStatus)} date={resourceDate(c)} ehr={ehr} />)}
      </Section>
      <Section title={t('Allergies')} count={allergies.length}>
        {allergies.map((a, i) => <Line key={i} text={conceptText(a.code) ?? t('(no code)')} extra={typeof a.criticality === 'string' ? a.criticality : null} date={resourceDate(a)} ehr={ehr} />)}
      </Section>
      <Section title={t('Recent observations')} count={observations.length}>
        {observations.map((o, i) => <Line key={i} text={conceptText(o.code) ?? t('(no code)')} extra={observationValue(o)} date={resourceDate(o)} ehr={ehr} />)}
      </Section>
      <ImportIntoClinic launch={record.launch} ehr={ehr} />
      <EhrUserLink launch={record.launch} ehr={ehr} />
    </Stack>
  );
}

/**
 * /smart/patient?launch=N: the patient the EHR opened MedAssist on (DESIGN.md §9 "SMART app"), read
 * live from the EHR; `calculatorHref` opens a calculator prefilled and `assistant` is the AI assistant with
 * the EHR's patient as context (both composed in app/smart-patient-route.tsx).
 */
export default function SmartPatientPage({ calculatorHref, assistant }: { calculatorHref: CalculatorHref; assistant?: AssistantSlot }) {
  const [params] = useSearchParams();
  const launch = Number(params.get('launch'));
  const valid = Number.isInteger(launch) && launch > 0;
  const record = useQuery({ ...smartRecordQuery(launch), enabled: valid });
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      {!valid ? (
        <Text color="fg.error">{t('This address names no launch: open MedAssist from the EHR again.')}</Text>
      ) : record.isPending ? (
        <Skeleton h="40" />
      ) : record.isError ? (
        <Alert.Root status="warning" data-testid="smart-record-error">
          <Alert.Indicator />
          <Alert.Description>{t(record.error.message)}</Alert.Description>
        </Alert.Root>
      ) : (
        <Workspace record={record.data} calculatorHref={calculatorHref} assistant={assistant} />
      )}
    </Box>
  );
}
