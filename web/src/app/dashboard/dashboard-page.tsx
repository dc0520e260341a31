import { Grid, GridItem, Stack } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/api';
import { NewClinicRecoveryCodeDialog } from '../../features/auth/components/new-clinic-recovery-code-dialog';
import { useCan } from '../../lib/permissions';
import { CalculatorsPanel } from '../../features/calculators/components/calculators-panel';
import { GuidelinesAccessCard } from '../../features/dashboard/components/guidelines-access-card';
import { RecentNotes } from '../../features/dashboard/components/recent-notes';
import { StatCards } from '../../features/dashboard/components/stat-cards';
import { TodaySchedule } from '../../features/dashboard/components/today-schedule';
import { t } from '../../i18n';

/** / and /dashboard (spec §2): stats, recent notes, calculators, guidelines access, today's schedule. */
export default function DashboardPage() {
  const { data: user } = useCurrentUser();
  const clinical = useCan('clinical:read');
  return (
    <>
      <PageHeader title={t('Dashboard')} crumbs={[{ label: t('Home') }]} />
      <Stack gap="6">
        <StatCards />
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6">
          <GridItem>
            <Stack gap="6">
              {clinical && <RecentNotes />}
              <CalculatorsPanel speciality={user?.speciality ?? null} />
              <GuidelinesAccessCard />
            </Stack>
          </GridItem>
          <GridItem>
            <TodaySchedule />
          </GridItem>
        </Grid>
      </Stack>
      {/* Right after registering a new clinic: its recovery code, shown this once. */}
      <NewClinicRecoveryCodeDialog />
    </>
  );
}
