import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../../../core/i18n/msg';
import { BellIcon, KeyIcon, LockIcon, MonitorIcon, UsersIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../i18n';
import { useAccountUser } from '../api';
import { AppearanceSection } from '../components/appearance-section';
import { ClinicsSection } from '../components/clinics-section';
import { LanguageSection } from '../components/language-section';
import { PasswordSection } from '../components/password-section';
import { PreferencesSection } from '../components/preferences-section';
import { SessionsSection } from '../components/sessions-section';
import { SettingsSection } from '../../../components/settings-section';

const CRUMBS = [{ label: msg('Home'), to: '/' }, { label: msg('Settings') }];
const icon = (Icon: typeof KeyIcon) => <Icon boxSize="5" color="fg.muted" />;

/**
 * /settings: theme, units and time zone, notifications (a section the app passes in), password,
 * your clinics (switch, join with an invite code), sessions; clinic owners reach clinic administration from here.
 */
export default function SettingsPage({ notifications }: { notifications?: ReactNode }) {
  const { data: user, isPending, isError, error } = useAccountUser();
  return (
    <>
      <PageHeader title={t('Settings')} crumbs={CRUMBS.map((c) => ({ ...c, label: t(c.label) }))} />
      <Stack gap="6" maxW="4xl">
        <AppearanceSection />
        {isPending ? (
          <Skeleton h="64" />
        ) : isError || !user ? (
          <Text color="fg.error">{isError ? error.message : t('Not Authenticated')}</Text>
        ) : (
          <>
            <LanguageSection user={user} />
            <SettingsSection title={t('Units and time zone')} description={t('Calculators start in these units. Dates and times show in this device’s time zone; the profile’s zone is used when a device does not give one.')}>
              <PreferencesSection user={user} />
            </SettingsSection>
            {notifications && (
              <SettingsSection title={t('Notifications')} icon={icon(BellIcon)} description={t('Push notifications reach this device while MedAssist is closed. They never name a patient.')} testId="notification-settings">
                {notifications}
              </SettingsSection>
            )}
            <SettingsSection title={t('Password')} icon={icon(LockIcon)}>
              <PasswordSection />
            </SettingsSection>
            <SettingsSection title={t('Your clinics')} icon={icon(UsersIcon)} testId="clinics" id="clinics"
              description={t('One account can work in several clinics. Each clinic’s patients, messages and notifications stay in that clinic.')}>
              <ClinicsSection user={user} />
            </SettingsSection>
            <SettingsSection title={t('Active sessions')} icon={icon(MonitorIcon)} description={t('Where you are signed in. Revoking a session signs that device out.')} testId="sessions">
              <SessionsSection />
            </SettingsSection>
            {user.clinicRole === 'owner' && (
              <SettingsSection title={t('Clinic: {name}', { name: user.clinicName })} icon={icon(UsersIcon)} testId="clinic-settings"
                description={t('Clinic details, members, invite codes, lab API keys, the audit trail and a full data export.')}>
                <Button asChild colorPalette="brand" minH="11" alignSelf="flex-start"><Link to="/clinic">{t('Manage clinic')}</Link></Button>
              </SettingsSection>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
