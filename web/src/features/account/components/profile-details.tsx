import { Avatar, Badge, Box, Card, Flex, Grid, Heading, Image, Stack, Tabs, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { STAFF_ROLE_LABELS } from '../../../../../core/permissions';
import { specialtyLabel } from '../../../../../core/schemas/options';
import type { PublicUser } from '../../../../../core/schemas/user';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { countryLabel, positionSpan, unitSummary } from '../account.utils';

/** Label and value pairs: stacked on phones, two columns from tablets up. Labels are marked texts (msg), shown translated. */
function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="6" rowGap={{ base: '0', md: '4' }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Box as="dt" color="fg.muted" fontSize="sm" fontWeight="medium">{t(label)}</Box>
          <Box as="dd" minW="0" mb={{ base: '4', md: '0' }} overflowWrap="anywhere" whiteSpace="pre-wrap">{value || <Text as="span" color="fg.muted">{t('Not provided')}</Text>}</Box>
        </Fragment>
      ))}
    </Grid>
  );
}

/** The header card: photo, name, speciality, clinic. */
export function ProfileSummary({ user }: { user: PublicUser }) {
  const subtitle = user.speciality ? t(specialtyLabel(user.speciality)) : t(STAFF_ROLE_LABELS[user.role]);
  return (
    <Card.Root mb="6">
      <Card.Body>
        <Flex gap="4" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Avatar.Root size="2xl" colorPalette="brand" flexShrink="0">
            <Avatar.Fallback name={user.name} />
            {user.profileImage && <Avatar.Image src={user.profileImage} alt="" data-testid="profile-photo" />}
          </Avatar.Root>
          <Box flex="1" minW="0">
            <Heading as="h2" size="xl" overflowWrap="anywhere" data-testid="profile-name">{user.name}</Heading>
            <Text color="fg.muted">{subtitle}</Text>
            <Flex gap="2" mt="2" wrap="wrap" align="center">
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{user.clinicName}</Text>
              <Badge colorPalette={user.clinicRole === 'owner' ? 'brand' : 'gray'}>{user.clinicRole === 'owner' ? t('Clinic owner') : t('Clinic member')}</Badge>
            </Flex>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Spec §2: tabs Personal, Professional and Credentials with the user's real data. */
export function ProfileTabs({ user }: { user: PublicUser }) {
  const p = user.profile;
  return (
    <Card.Root>
      <Card.Body>
        <Tabs.Root defaultValue="personal" variant="line" size="lg">
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="personal" flexShrink="0">{t('Personal')}</Tabs.Trigger>
            <Tabs.Trigger value="professional" flexShrink="0">{t('Professional')}</Tabs.Trigger>
            <Tabs.Trigger value="credentials" flexShrink="0">{t('Credentials')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="personal" pt="5">
            <Details rows={[
              [msg('Full name'), user.name],
              [msg('Username'), user.username],
              [msg('Email'), user.email],
              [msg('Phone number'), p.phoneNumber],
              [msg('Assistant email'), p.assistantEmail],
              [msg('Country'), countryLabel(user.country)],
              [msg('Languages spoken'), p.languagesSpoken],
              [msg('Time zone'), user.timezone?.replaceAll('_', ' ')],
              [msg('Units'), unitSummary(user.unitPreferences)],
            ]} />
          </Tabs.Content>
          <Tabs.Content value="professional" pt="5">
            <Stack gap="6">
              <Details rows={[
                [msg('Speciality'), t(specialtyLabel(user.speciality))],
                [msg('Secondary specialties'), p.secondarySpecialties],
                [msg('Country of practice'), countryLabel(p.countryOfPractice)],
                [msg('Clinic'), user.clinicName],
                [msg('Professional memberships'), p.professionalMemberships],
                [msg('Biography'), p.biography],
              ]} />
              <Box>
                <Heading as="h3" size="md" mb="3">{t('Work experience')}</Heading>
                {p.workExperience.length === 0 ? (
                  <Text color="fg.muted">{t('No positions added yet.')}</Text>
                ) : (
                  <Stack gap="3" as="ul" listStyleType="none">
                    {p.workExperience.map((w, i) => (
                      <Box as="li" key={i} borderLeftWidth="3px" borderColor="brand.solid" pl="3" data-testid="work-experience-item">
                        <Text fontWeight="semibold" overflowWrap="anywhere">{w.title}</Text>
                        {w.organization && <Text overflowWrap="anywhere">{w.organization}</Text>}
                        {positionSpan(w) && <Text fontSize="sm" color="fg.muted">{positionSpan(w)}</Text>}
                      </Box>
                    ))}
                  </Stack>
                )}
              </Box>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="credentials" pt="5">
            <Details rows={[
              [msg('Degrees'), p.degrees],
              [msg('Medical license'), p.medicalLicenseImage
                ? <Image src={p.medicalLicenseImage} alt={t('Medical license')} maxH="64" maxW="full" objectFit="contain" rounded="md" borderWidth="1px" />
                : <Text as="span" color="fg.muted">{t('Not uploaded')}</Text>],
              [msg('Member since'), formatDate(p.createdAt)],
            ]} />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
