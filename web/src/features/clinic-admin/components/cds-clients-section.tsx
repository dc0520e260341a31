import { Box, Button, Code, Flex, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { CdsClientCreateSchema, type CdsClientCreate, type CdsClientView } from '../../../../../core/schemas/cds-clients';
import { AppDialog } from '../../../components/app-dialog';
import { CopyButton } from '../../../components/copy-button';
import { FormField } from '../../../components/form-field';
import { PlusIcon } from '../../../components/icons';
import { TouchSized } from '../../../components/touch-sized';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { type FormSchema } from '../../../lib/use-zod-form';
import { cdsClientsQuery, useRegisterCdsClient, useRemoveCdsClient } from '../api';
import { EhrUserLinks } from './ehr-user-links';
import { useClientRegistration } from './use-client-registration';
import { IssuedClientId, TwoChoices } from './issued-client-id';

const JWKS_NOT_JSON = msg('The JWK Set is not valid JSON: paste it as the EHR publishes it.');

type FormValues = {
  name: string;
  issuer: string;
  fhirServer: string;
  keySource: 'set' | 'url';
  jwksText: string;
  jwksUrl: string;
  smartClientId: string;
};
const EMPTY: FormValues = { name: '', issuer: '', fhirServer: '', keySource: 'set', jwksText: '', jwksUrl: '', smartClientId: '' };

/** The form's fields as the API body: the pasted set parsed, only the key source chosen. */
function bodyOf(v: FormValues): CdsClientCreate | null {
  let jwks: unknown;
  if (v.keySource === 'set') {
    try {
      jwks = JSON.parse(v.jwksText);
    } catch {
      return null;
    }
  }
  return {
    name: v.name, issuer: v.issuer, ...(v.fhirServer.trim() ? { fhirServer: v.fhirServer } : {}), ...(v.keySource === 'set' ? { jwks } : { jwksUrl: v.jwksUrl }),
    ...(v.smartClientId.trim() ? { smartClientId: v.smartClientId } : {}),
  };
}

/** Checks the form with the API's own schema, so its messages appear under the fields. */
const formSchema: FormSchema<FormValues> = {
  safeParse(v) {
    const body = bodyOf(v);
    if (!body) return { success: false, error: { issues: [{ path: ['jwks'], message: JWKS_NOT_JSON }] } };
    const checked = CdsClientCreateSchema.safeParse(body);
    return checked.success ? { success: true, data: v } : { success: false, error: checked.error };
  },
};

/** Owners: the EHRs allowed to call MedAssist's CDS Hooks service. A new one's client id is shown to copy. */
export function CdsClientsSection() {
  const clients = useQuery(cdsClientsQuery);
  const register = useRegisterCdsClient();
  const remove = useRemoveCdsClient();
  const { form, created, dismissCreated, submit } = useClientRegistration(formSchema, EMPTY, bodyOf, register, t('EHR not registered'));
  const v = form.values;
  const [removing, setRemoving] = useState<CdsClientView | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify(t('EHR connection removed'), t('“{name}” can no longer call the CDS Hooks service.', { name: removing.name }), 'success');
        setRemoving(null);
      },
      onError: (err) => notify(t('EHR connection not removed'), t(err.message), 'error'),
    });
  };

  return (
    <TouchSized>
      <Stack gap="4">
        {created ? (
          <IssuedClientId testId="new-cds-client" inputName="cdsClientId" clientId={created.clientId} onDone={dismissCreated}
            title={t('“{name}” registered', { name: created.name })}
            description={t('Enter this client id in the EHR: it sends it as “sub” in every CDS Hooks request. It stays listed below.')} />
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('Register an EHR')}>
            <Stack gap="3" maxW={{ md: 'xl' }}>
              <FormField label={t('Name')} error={form.errors.name} helper={t('Name it after the EHR, e.g. the hospital’s Epic.')}>
                <Input name="cdsName" value={v.name} maxLength={60} onChange={(e) => form.setField('name', e.target.value)} />
              </FormField>
              <FormField label={t('Issuer (iss)')} error={form.errors.issuer} helper={t('Exactly as the EHR writes it in its tokens.')}>
                <Input name="cdsIssuer" value={v.issuer} maxLength={300} onChange={(e) => form.setField('issuer', e.target.value)} placeholder={t('e.g. {example}', { example: 'https://ehr.example.org' })} />
              </FormField>
              <FormField label={t('FHIR server (optional)')} error={form.errors.fhirServer}
                helper={t('The EHR’s FHIR base. MedAssist reads data the EHR did not send from this address only; left empty, it reads from none.')}>
                <Input name="cdsFhirServer" value={v.fhirServer} maxLength={500} onChange={(e) => form.setField('fhirServer', e.target.value)} placeholder={t('e.g. {example}', { example: 'https://ehr.example.org/fhir/r4' })} />
              </FormField>
              <FormField label={t('SMART client id (optional)')} error={form.errors.smartClientId}
                helper={t('The client id the EHR gave MedAssist for SMART launch. Given, the EHR can open MedAssist on its patient (from the FHIR server above).')}>
                <Input name="cdsSmartClientId" value={v.smartClientId} maxLength={200} onChange={(e) => form.setField('smartClientId', e.target.value)} />
              </FormField>
              <Box as="fieldset">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">{t('The EHR’s public keys')}</Text>
                <TwoChoices name="cdsKeySource" value={v.keySource} onChange={(value) => form.setField('keySource', value)}
                  choices={[['set', t('Paste the JWK Set')], ['url', t('Give the JWKS URL')]]} />
              </Box>
              {v.keySource === 'set' ? (
                <FormField label={t('JWK Set (JSON)')} error={form.errors.jwks} helper={t('Public keys only: EC P-384 (ES384) or RSA (RS384), each with a kid.')}>
                  <Textarea name="cdsJwks" value={v.jwksText} rows={5} fontFamily="mono" fontSize="sm" onChange={(e) => form.setField('jwksText', e.target.value)} placeholder={t('e.g. {example}', { example: '{ "keys": [ … ] }' })} />
                </FormField>
              ) : (
                <FormField label={t('JWKS URL')} error={form.errors.jwksUrl ?? form.errors.jwks} helper={t('MedAssist fetches the keys from this address only, never from one a token names.')}>
                  <Input name="cdsJwksUrl" value={v.jwksUrl} maxLength={500} onChange={(e) => form.setField('jwksUrl', e.target.value)} placeholder={t('e.g. {example}', { example: 'https://ehr.example.org/.well-known/jwks.json' })} />
                </FormField>
              )}
              <Box>
                <Button type="submit" colorPalette="brand" minH="11" loading={register.isPending} loadingText={t('Registering...')}>
                  <PlusIcon /> {t('Register EHR')}
                </Button>
              </Box>
            </Stack>
          </form>
        )}

        {clients.isPending ? (
          <Skeleton h="16" />
        ) : clients.isError ? (
          <Text color="fg.error">{t(clients.error.message)}</Text>
        ) : clients.data.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t('No EHR registered yet.')}</Text>
        ) : (
          <Stack gap="2" as="ul" listStyleType="none" aria-label={t('EHR connections')}>
            {clients.data.map((client) => (
              <Flex as="li" key={client.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="cds-client-row">
                <Stack flex="1" minW="12rem" gap="1">
                  <Text fontWeight="medium" overflowWrap="anywhere">{client.name}</Text>
                  <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
                    <Text color="fg.muted">{t('Client id')}</Text>
                    <Code fontSize="xs" overflowWrap="anywhere">{client.clientId}</Code>
                    <CopyButton value={client.clientId} label={t('Copy')} what={t('The client id is on the clipboard.')} />
                  </Flex>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{t('Issuer: {issuer}', { issuer: client.issuer })}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {client.fhirServer ? t('FHIR server: {url}', { url: client.fhirServer }) : t('No FHIR server: only data the EHR sends is checked')}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {client.jwksUrl ? t('Keys from {url}', { url: client.jwksUrl }) : t('Keys: {kids}', { kids: (client.keyIds ?? []).join(', ') })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {client.smartClientId ? t('SMART launch with client id {clientId}', { clientId: client.smartClientId }) : t('No SMART launch')}
                  </Text>
                  {client.smartClientId ? <EhrUserLinks cdsClientId={client.id} /> : null}
                  <Text fontSize="sm" color="fg.muted">{t('Registered {date} by {name}', { date: formatDate(client.createdAt), name: client.createdBy.name ?? t('a former member') })}</Text>
                </Stack>
                <Button variant="outline" colorPalette="red" minH="11" aria-label={t('Remove EHR connection {name}', { name: client.name })} onClick={() => setRemoving(client)}>{t('Remove')}</Button>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <AppDialog open={removing !== null} onClose={() => setRemoving(null)} title={t('Remove EHR connection')} size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={() => setRemoving(null)}>{t('Cancel')}</Button>
            <Button colorPalette="red" minH="11" loading={remove.isPending} onClick={confirmRemove}>{t('Remove')}</Button>
          </>
        }>
        <Text>{t('Remove “{name}”? Its CDS Hooks requests are refused from then on; to connect it again, register it anew and give the EHR the new client id.', { name: removing?.name ?? '' })}</Text>
      </AppDialog>
    </TouchSized>
  );
}
