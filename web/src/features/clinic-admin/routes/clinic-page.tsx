import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { AlertTriangleIcon, DownloadIcon, FileTextIcon, GlobeIcon, KeyIcon, SettingsIcon, UsersIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { SettingsSection } from '../../../components/settings-section';
import { useCurrentOwner } from '../use-current-owner';
import { ApiKeysSection } from '../components/api-keys-section';
import { CdsClientsSection } from '../components/cds-clients-section';
import { CdsFeedbackSection } from '../components/cds-feedback-section';
import { SmartAppsSection } from '../components/smart-apps-section';
import { ClinicDetailsSection } from '../components/clinic-details-section';
import { DataExportSection } from '../components/data-export-section';
import { EscalationSection } from '../components/escalation-section';
import { InviteSection } from '../components/invite-section';
import { InvitesList } from '../components/invites-list';
import { MembersSection } from '../components/members-section';
import { RecoveryCodeSection } from '../components/recovery-code-section';
import { t } from '../../../i18n';

const icon = (Icon: typeof KeyIcon) => <Icon boxSize="5" color="fg.muted" />;

/** /clinic: the owner's clinic administration. Members see a plain explanation instead. */
export default function ClinicPage() {
  const owner = useCurrentOwner();
  return (
    <>
      <PageHeader title={t('Clinic administration')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Settings'), to: '/settings' }, { label: t('Clinic') }]}
        actions={owner.isOwner ? <Button asChild variant="outline" minH="11"><Link to="/clinic/audit"><FileTextIcon /> {t('Audit trail')}</Link></Button> : undefined} />
      {owner.isPending ? (
        <Skeleton h="64" />
      ) : !owner.isOwner ? (
        <Text color="fg.muted">{t('Only the clinic owner can manage the clinic.')}</Text>
      ) : (
        <Stack gap="6" maxW="4xl" data-testid="clinic-admin">
          <SettingsSection title={t('Clinic details')} icon={icon(SettingsIcon)}>
            <ClinicDetailsSection />
          </SettingsSection>
          <SettingsSection title={t('Members')} icon={icon(UsersIcon)} testId="members"
            description={t('Disabling or removing someone signs them out everywhere at once. A reset code lets a member who forgot their password choose a new one.')}>
            <MembersSection />
          </SettingsSection>
          <SettingsSection title={t('Recovery code')} icon={icon(KeyIcon)} testId="recovery"
            description={t('Lets an owner who forgot their password choose a new one when no other owner can issue a reset code.')}>
            <RecoveryCodeSection />
          </SettingsSection>
          <SettingsSection title={t('Invite colleagues')} icon={icon(UsersIcon)} testId="invites" description={t('Colleagues who register with an invite join your clinic and see its patients.')}>
            <Stack gap="5">
              <InviteSection />
              <InvitesList />
            </Stack>
          </SettingsSection>
          <SettingsSection title={t('Integration API keys')} icon={icon(KeyIcon)} description={t('A lab system sends results into your clinic, or another system reads its records, with one of these keys; each key may do only what you tick.')}>
            <ApiKeysSection />
          </SettingsSection>
          <SettingsSection title={t('EHR connections (CDS Hooks)')} icon={icon(GlobeIcon)} testId="cds-clients"
            description={t('An EHR registered here may ask MedAssist to check orders as they are written; each of its requests must carry a token signed with one of its keys.')}>
            <CdsClientsSection />
          </SettingsSection>
          <SettingsSection title={t('Connected apps (SMART on FHIR)')} icon={icon(GlobeIcon)} testId="smart-apps"
            description={t('An app registered here may read the clinic’s record through MedAssist’s FHIR API, only what a signed-in user lets it read and never more than that user may see.')}>
            <SmartAppsSection />
          </SettingsSection>
          <SettingsSection title={t('CDS card outcomes')} icon={icon(AlertTriangleIcon)} testId="cds-feedback"
            description={t('What physicians did with MedAssist’s cards in each EHR over the last 90 days, per rule: the most overridden first. A rule overridden again and again is a sign of alert fatigue.')}>
            <CdsFeedbackSection />
          </SettingsSection>
          <SettingsSection title={t('Critical result escalation')} icon={icon(AlertTriangleIcon)} testId="escalation" description={t('An unreviewed critical result is re-alerted to every doctor; after this many re-alerts it also goes to a person who answers for it.')}><EscalationSection /></SettingsSection>
          <SettingsSection title={t('Export all data')} icon={icon(DownloadIcon)}>
            <DataExportSection />
          </SettingsSection>
        </Stack>
      )}
    </>
  );
}
