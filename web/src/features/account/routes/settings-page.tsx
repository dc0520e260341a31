import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { KeyIcon, LockIcon, MonitorIcon, UsersIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useAccountUser } from '../api';
import { ApiKeysSection } from '../components/api-keys-section';
import { AppearanceSection } from '../components/appearance-section';
import { InviteSection } from '../components/invite-section';
import { PasswordSection } from '../components/password-section';
import { PreferencesSection } from '../components/preferences-section';
import { SessionsSection } from '../components/sessions-section';
import { SettingsSection } from '../components/settings-section';

const CRUMBS = [{ label: 'Home', to: '/' }, { label: 'Settings' }];
const icon = (Icon: typeof KeyIcon) => <Icon boxSize="5" color="fg.muted" />;

/** /settings: theme, units and time zone, password, sessions; clinic owners also invite colleagues and manage lab API keys. */
export default function SettingsPage() {
  const { data: user, isPending, isError, error } = useAccountUser();
  return (
    <>
      <PageHeader title="Settings" crumbs={CRUMBS} />
      <Stack gap="6" maxW="4xl">
        <AppearanceSection />
        {isPending ? (
          <Skeleton h="64" />
        ) : isError || !user ? (
          <Text color="fg.error">{isError ? error.message : 'Not Authenticated'}</Text>
        ) : (
          <>
            <SettingsSection title="Units and time zone" description="Calculators start in these units; days and times follow the time zone.">
              <PreferencesSection user={user} />
            </SettingsSection>
            <SettingsSection title="Password" icon={icon(LockIcon)}>
              <PasswordSection />
            </SettingsSection>
            <SettingsSection title="Active sessions" icon={icon(MonitorIcon)} description="Where you are signed in. Revoking a session signs that device out." testId="sessions">
              <SessionsSection />
            </SettingsSection>
            {user.clinicRole === 'owner' && (
              <Stack gap="4" as="section" aria-label="Clinic" data-testid="clinic-settings">
                <Heading as="h2" size="lg" mt="2">Clinic: {user.clinicName}</Heading>
                <SettingsSection title="Invite colleagues" icon={icon(UsersIcon)} description="Colleagues who register with an invite join your clinic and see its patients.">
                  <InviteSection />
                </SettingsSection>
                <SettingsSection title="Lab integration API keys" icon={icon(KeyIcon)} description="A lab system sends results into your clinic with one of these keys.">
                  <ApiKeysSection />
                </SettingsSection>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
