import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { ehrUserLinksQuery, useRemoveEhrUserLink } from '../api';

/** The EHR users linked to MedAssist users on one SMART connection, each removable by the owner (issue 37). */
export function EhrUserLinks({ cdsClientId }: { cdsClientId: number }) {
  const links = useQuery(ehrUserLinksQuery(cdsClientId));
  const remove = useRemoveEhrUserLink(cdsClientId);
  if (!links.data) return null;
  return (
    <Stack gap="1" fontSize="sm" data-testid="ehr-user-links">
      <Text color="fg.muted">{links.data.length === 0 ? t('No EHR user is linked to a MedAssist user.') : t('Linked EHR users:')}</Text>
      {links.data.map((link) => (
        <Flex key={link.id} gap="2" align="center" wrap="wrap">
          <Text overflowWrap="anywhere" flex="1" minW="12rem">
            {t('{fhirUser} is {name}, since {date}', { fhirUser: link.fhirUser, name: link.userName, date: formatDate(link.since) })}
          </Text>
          <Button size="sm" variant="outline" colorPalette="red" minH="11" loading={remove.isPending && remove.variables === link.id}
            aria-label={t('Remove the link of {fhirUser}', { fhirUser: link.fhirUser })} onClick={() => remove.mutate(link.id)}>{t('Remove the link')}</Button>
        </Flex>
      ))}
      {remove.isError ? <Text color="fg.error" role="alert">{t(remove.error.message)}</Text> : null}
    </Stack>
  );
}
