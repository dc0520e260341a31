import { Grid, Link as ChakraLink, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Allergy, Medication, PatientChart, Problem } from '../../../../../core/schemas/chart';
import type { UnitPreferences } from '../../../../../core/schemas/user';
import { ChevronLeftIcon } from '../../../components/icons';
import NotFoundPage from '../../../components/not-found-page';
import { TOUCH_LINK } from '../../../components/touch-link';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { chartQuery, useSetAllergyStatus } from '../api';
import { allergyBanner, chartCalculatorValues, labSeries, type ChartCalculatorValues } from '../chart.utils';
import { measureChartPainted } from '../render-timing';
import { AllergiesSection } from '../components/allergies-section';
import { AllergyBanner } from '../components/allergy-banner';
import { ChartHeader, type CalculatorLink } from '../components/chart-header';
import { EncountersSection, ImmunizationsSection, ProceduresSection } from '../components/history-sections';
import { LabsSection } from '../components/labs-section';
import { MedicationsSection } from '../components/medications-section';
import { ProblemsSection } from '../components/problems-section';
import { AppointmentsSection, NotesSection, ResultsSection } from '../components/record-sections';
import { VitalsSection } from '../components/vitals-section';
import { useInSlices } from '../../../lib/in-slices';
import { useCan } from '../../../lib/permissions';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

// The chart's forms load when one is first opened: their modules build the chart's zod schemas
// (core/schemas/chart.ts), the largest script task of a chart start at 4x CPU (issue 22), for forms
// most visits never open. The service worker precaches them with every page's code, so they open
// offline too; a chunk that cannot load is the page's error (router.tsx), with nothing typed yet to lose.
const ProblemDialog = lazy(async () => ({ default: (await import('../components/problem-dialog')).ProblemDialog }));
const AllergyDialog = lazy(async () => ({ default: (await import('../components/allergy-dialog')).AllergyDialog }));
const AddMedicationDialog = lazy(async () => ({ default: (await import('../components/medication-dialog')).AddMedicationDialog }));
const EditMedicationDialog = lazy(async () => ({ default: (await import('../components/medication-dialog')).EditMedicationDialog }));
const ObservationDialog = lazy(async () => ({ default: (await import('../components/observation-dialog')).ObservationDialog }));

/** What the app layer gives the chart (features do not read each other). */
export interface ChartPageProps {
  unitPreferences: UnitPreferences;
  /** The signed-in user's name: the default prescriber of a new medication. */
  userName: string;
  /** The calculators to offer, prefilled with the chart's latest values. */
  calculatorLinks: (values: ChartCalculatorValues) => CalculatorLink[];
  /** More actions beside the calculators for this patient (the app layer's "Launch app"). */
  headerActions?: (patientId: number) => React.ReactNode;
}

type Dialog =
  | { kind: 'problem'; problem?: Problem }
  | { kind: 'allergy'; allergy?: Allergy }
  | { kind: 'add-medication' }
  | { kind: 'edit-medication'; medication: Medication }
  | { kind: 'observation'; category: 'vital-signs' | 'laboratory' }
  | null;

const TABS = [
  { value: 'summary', label: msg('Summary') },
  // Short names: all four fit a 390 px phone without scrolling the tab list.
  { value: 'labs', label: msg('Labs') },
  { value: 'notes', label: msg('Notes') },
  { value: 'visits', label: msg('Visits') },
] as const;

/** /patients/:id: the patient's chart, deep-linkable; the allergy banner stays on screen. */
export default function ChartPage({ unitPreferences, userName, calculatorLinks, headerActions }: ChartPageProps) {
  const patientId = Number(useParams().id);
  const valid = Number.isInteger(patientId) && patientId > 0;
  const chart = useQuery({ ...chartQuery(patientId), enabled: valid });
  // The chart is the largest render of the app: it renders in slices once its answer is in
  // (lib/in-slices.ts). Never another patient's chart meanwhile (the previous page's, kept by the slicing).
  const rendered = useInSlices(chart.data).value;
  const shown = rendered?.patient.id === patientId ? rendered : undefined;
  const loading = chart.isPending || (chart.data !== undefined && shown === undefined);
  if (!valid || (chart.error instanceof ApiRequestError && chart.error.status === 404)) return <NotFoundPage />;
  return (
    <Stack gap="3">
      <ChakraLink asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start" {...TOUCH_LINK}>
        <Link to="/patients"><ChevronLeftIcon boxSize="4" /> {t('Patients')}</Link>
      </ChakraLink>
      {chart.isError && <Text color="fg.error">{t(chart.error.message)}</Text>}
      {loading && (
        <Stack gap="3" role="status" aria-busy="true" aria-label={t('Loading the chart')}>
          <Skeleton h="10" w="60%" />
          <Skeleton h="12" />
          <Skeleton h="40" />
        </Stack>
      )}
      {shown && <ChartBody chart={shown} unitPreferences={unitPreferences} userName={userName} calculatorLinks={calculatorLinks} headerActions={headerActions} />}
    </Stack>
  );
}

function ChartBody({ chart, unitPreferences, userName, calculatorLinks, headerActions }: ChartPageProps & { chart: PatientChart }) {
  const { patient } = chart;
  const [tab, setTab] = useState<string>('summary');
  const [dialog, setDialog] = useState<Dialog>(null);
  const setAllergyStatus = useSetAllergyStatus(patient.id);
  const canChart = useCan('chart:write');
  const canPrescribe = useCan('medications:prescribe');
  const close = () => setDialog(null);
  const today = new Date().toLocaleDateString('en-CA');
  const labCount = labSeries(chart.observations).length;
  useEffect(measureChartPainted, []);

  const recordAllergyStatus = (allergyStatus: 'not-asked' | 'no-known-allergies') =>
    setAllergyStatus.mutate({ patient, allergyStatus }, {
      onSuccess: () => notify(t('Allergy status saved'), allergyStatus === 'no-known-allergies' ? t('No known allergies') : t('Not asked yet'), 'success'),
      onError: (err) => notify(t('Error'), t(err.message), 'error'),
    });

  // The chart is only served to roles with clinical access, whose patient answers always carry the status.
  const allergyStatus = patient.allergyStatus ?? 'not-asked';

  return (
    <>
      <ChartHeader patient={patient} calculators={calculatorLinks(chartCalculatorValues(chart, today))} actions={headerActions?.(patient.id)} />
      <AllergyBanner state={allergyBanner(allergyStatus, chart.allergies)} />
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} flexShrink="0">
              {t(item.label)}{item.value === 'labs' && labCount > 0 ? ` (${labCount})` : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="summary" pt="4">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
            <Stack gap="4">
              <ProblemsSection problems={chart.problems} {...(canChart ? { onAdd: () => setDialog({ kind: 'problem' }), onEdit: (problem: Problem) => setDialog({ kind: 'problem', problem }) } : {})} />
              <MedicationsSection medications={chart.medications} canPrescribe={canPrescribe} onAdd={() => setDialog({ kind: 'add-medication' })}
                {...(canPrescribe ? { onEdit: (medication: Medication) => setDialog({ kind: 'edit-medication', medication }) } : {})} />
              <ProceduresSection procedures={chart.procedures} />
            </Stack>
            <Stack gap="4">
              <AllergiesSection allergies={chart.allergies} status={allergyStatus} settingStatus={setAllergyStatus.isPending}
                {...(canChart ? { onAdd: () => setDialog({ kind: 'allergy' }), onEdit: (allergy: Allergy) => setDialog({ kind: 'allergy', allergy }), onSetStatus: recordAllergyStatus } : {})} />
              <VitalsSection latest={chart.latestVitals} prefs={unitPreferences} {...(canChart ? { onAdd: () => setDialog({ kind: 'observation', category: 'vital-signs' }) } : {})} />
              <ImmunizationsSection immunizations={chart.immunizations} />
            </Stack>
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="labs" pt="4">
          <Stack gap="4">
            <LabsSection observations={chart.observations} {...(canChart ? { onAdd: () => setDialog({ kind: 'observation', category: 'laboratory' }) } : {})} />
            <ResultsSection results={chart.results} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="notes" pt="4">
          <NotesSection patientId={patient.id} notes={chart.notes} />
        </Tabs.Content>
        <Tabs.Content value="visits" pt="4">
          <Stack gap="4">
            <AppointmentsSection appointments={chart.appointments} />
            <EncountersSection encounters={chart.encounters} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <Suspense fallback={null}>
        {dialog?.kind === 'problem' && <ProblemDialog patientId={patient.id} {...(dialog.problem ? { problem: dialog.problem } : {})} onClose={close} />}
        {dialog?.kind === 'allergy' && <AllergyDialog patientId={patient.id} {...(dialog.allergy ? { allergy: dialog.allergy } : {})} onClose={close} />}
        {dialog?.kind === 'add-medication' && <AddMedicationDialog patientId={patient.id} prescriber={userName} onClose={close} />}
        {dialog?.kind === 'edit-medication' && <EditMedicationDialog patientId={patient.id} medication={dialog.medication} onClose={close} />}
        {dialog?.kind === 'observation' && <ObservationDialog patientId={patient.id} kind={dialog.category} prefs={unitPreferences} onClose={close} />}
      </Suspense>
    </>
  );
}
