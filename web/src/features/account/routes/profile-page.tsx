import { Button, Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EditIcon } from '../../../components/icons';
import { msg } from '../../../../../core/i18n/msg';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../i18n';
import { useAccountUser } from '../api';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { ProfileSummary, ProfileTabs } from '../components/profile-details';

const CRUMBS = [{ label: msg('Home'), to: '/' }, { label: msg('My Profile') }];

/** /profile (spec §2): 'My Profile', the Personal / Professional / Credentials tabs and the Edit Profile dialog. */
export default function ProfilePage() {
  const { data: user, isPending, isError, error } = useAccountUser();
  const [editing, setEditing] = useState(0);
  const crumbs = CRUMBS.map((c) => ({ ...c, label: t(c.label) }));

  if (isPending) {
    return (
      <>
        <PageHeader title={t('My Profile')} crumbs={crumbs} />
        <Stack gap="4"><Skeleton h="32" /><Skeleton h="64" /></Stack>
      </>
    );
  }
  if (isError || !user) {
    return (
      <>
        <PageHeader title={t('My Profile')} crumbs={crumbs} />
        <Card.Root>
          <Card.Body>
            <Text fontWeight="semibold">{isError ? error.message : t('Not Authenticated')}</Text>
          </Card.Body>
        </Card.Root>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('My Profile')} crumbs={crumbs}
        actions={<Button colorPalette="brand" minH="11" onClick={() => setEditing((n) => n + 1)}><EditIcon /> {t('Edit Profile')}</Button>} />
      <ProfileSummary user={user} />
      <ProfileTabs user={user} />
      {editing > 0 && <EditProfileDialog key={editing} user={user} open onClose={() => setEditing(0)} />}
    </>
  );
}
