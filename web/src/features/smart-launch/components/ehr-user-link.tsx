import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useLinkEhrUser, useUnlinkEhrUser, userLinkQuery } from '../user-link-api';

/** The EHR user who opened MedAssist (verified fhirUser) and whether it is linked to the signed-in user (issue 37). */
export function EhrUserLink({ launch, ehr }: { launch: number; ehr: string }) {
  const view = useQuery(userLinkQuery(launch));
  const link = useLinkEhrUser(launch);
  const unlink = useUnlinkEhrUser(launch);
  if (!view.data) return null;
  const { fhirUser, linked, yours } = view.data;
  return (
    <Box as="section" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} data-testid="smart-user-link">
      <Heading as="h2" size="sm" mb="2">{t('Your user in {ehr}', { ehr })}</Heading>
      <Stack gap="2" align="start" fontSize="sm">
        {fhirUser === null ? (
          <Text color="fg.muted">{t('The EHR did not name its signed-in user with a verified identity, so nothing can be linked.')}</Text>
        ) : (
          <Text>
            {t('Signed in at the EHR as:')} <Text as="span" fontWeight="medium" overflowWrap="anywhere" lang="en">{fhirUser}</Text>
          </Text>
        )}
        {linked === 'you' && yours ? (
          <Text data-testid="smart-user-linked">{t('Linked to your MedAssist account since {date}: a launch by this EHR user opens only for you.', { date: formatDate(yours.since) })}</Text>
        ) : linked === 'another-user' ? (
          <Text color="fg.error">{t('This EHR user is linked to another MedAssist user.')}</Text>
        ) : yours ? (
          <Text color="fg.muted">{t('Your MedAssist account is linked to another user of this EHR:')} <Text as="span" lang="en" overflowWrap="anywhere">{yours.fhirUser}</Text></Text>
        ) : fhirUser !== null ? (
          <>
            <Text color="fg.muted">{t('Link it to your MedAssist account so that a launch by this EHR user opens only for you. You or a clinic owner can remove the link.')}</Text>
            <Button size="sm" variant="outline" onClick={() => link.mutate()} loading={link.isPending} data-testid="smart-link-button">{t('Link to my account')}</Button>
          </>
        ) : null}
        {yours ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => unlink.mutate()} loading={unlink.isPending} data-testid="smart-unlink-button">{t('Remove the link')}</Button>
        ) : null}
        {link.isError ? <Text color="fg.error" role="alert">{t(link.error.message)}</Text> : null}
        {unlink.isError ? <Text color="fg.error" role="alert">{t(unlink.error.message)}</Text> : null}
      </Stack>
    </Box>
  );
}
