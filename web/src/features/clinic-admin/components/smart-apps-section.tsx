import { Box, Button, Code, Flex, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { SmartAppCreateSchema, type SmartAppCreate, type SmartAppView } from '../../../../../core/schemas/smart-apps';
import { AppDialog } from '../../../components/app-dialog';
import { CopyButton } from '../../../components/copy-button';
import { FormField } from '../../../components/form-field';
import { PlusIcon } from '../../../components/icons';
import { TouchSized } from '../../../components/touch-sized';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { type FormSchema } from '../../../lib/use-zod-form';
import { smartAppsQuery, useDeleteSmartApp, useRegisterSmartApp, useSetSmartAppDisabled } from '../api';
import { useClientRegistration } from './use-client-registration';
import { IssuedClientId, TwoChoices } from './issued-client-id';

const JWKS_NOT_JSON = msg('The JWK Set is not valid JSON: paste it as the app publishes it.');

type FormValues = {
  name: string;
  redirectUris: string;
  scopes: string;
  launchUrl: string;
  clientType: 'public' | 'confidential';
  jwksText: string;
  jwksUrl: string;
};
const EMPTY: FormValues = { name: '', redirectUris: '', scopes: 'launch/patient patient/Patient.rs patient/Observation.rs', launchUrl: '', clientType: 'public', jwksText: '', jwksUrl: '' };

/** The form's fields as the API body: one redirect URI a line, keys only for a confidential app. */
function bodyOf(v: FormValues): SmartAppCreate | null {
  let keys: { jwks: unknown } | { jwksUrl: string } | Record<string, never> = {};
  if (v.clientType === 'confidential') {
    if (v.jwksText.trim()) {
      try {
        keys = { jwks: JSON.parse(v.jwksText) as unknown };
      } catch {
        return null;
      }
    } else {
      keys = { jwksUrl: v.jwksUrl };
    }
  }
  return {
    name: v.name, redirectUris: v.redirectUris.split('\n').map((u) => u.trim()).filter(Boolean), scopes: v.scopes,
    ...(v.launchUrl.trim() ? { launchUrl: v.launchUrl } : {}), ...keys,
  };
}

/** Checks the form with the API's own schema, so its messages appear under the fields. */
const formSchema: FormSchema<FormValues> = {
  safeParse(v) {
    const body = bodyOf(v);
    if (!body) return { success: false, error: { issues: [{ path: ['jwks'], message: JWKS_NOT_JSON }] } };
    const checked = SmartAppCreateSchema.safeParse(body);
    return checked.success ? { success: true, data: v } : { success: false, error: checked.error };
  },
};

function activityText(app: SmartAppView): string {
  const { reads, lastReadAt, lastUser } = app.activity;
  if (reads === 0 || !lastReadAt) return t('No reads yet');
  return t('{count, plural, one {# read} other {# reads}}, the last {date} by {name}', { count: reads, date: formatDate(lastReadAt), name: lastUser ?? t('a former member') });
}

/** Owners: the apps that may read the clinic's record with a user's consent (SMART on FHIR). */
export function SmartAppsSection() {
  const apps = useQuery(smartAppsQuery);
  const register = useRegisterSmartApp();
  const setDisabled = useSetSmartAppDisabled();
  const remove = useDeleteSmartApp();
  const { form, created, dismissCreated, submit } = useClientRegistration(formSchema, EMPTY, bodyOf, register, t('App not registered'));
  const v = form.values;
  const [removing, setRemoving] = useState<SmartAppView | null>(null);

  const toggle = (app: SmartAppView) =>
    setDisabled.mutate({ id: app.id, disabled: !app.disabled }, {
      onSuccess: () => notify(app.disabled ? t('App enabled') : t('App disabled'), app.disabled ? t('“{name}” may ask users for access again.', { name: app.name }) : t('“{name}” can no longer read anything: its tokens have ended.', { name: app.name }), 'success'),
      onError: (err) => notify(t('App not changed'), t(err.message), 'error'),
    });

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify(t('App deleted'), t('“{name}” can no longer read anything: its tokens have ended.', { name: removing.name }), 'success');
        setRemoving(null);
      },
      onError: (err) => notify(t('App not deleted'), t(err.message), 'error'),
    });
  };

  return (
    <TouchSized>
      <Stack gap="4">
        {created ? (
          <IssuedClientId testId="new-smart-app" inputName="smartAppClientId" clientId={created.clientId} onDone={dismissCreated}
            title={t('“{name}” registered', { name: created.name })}
            description={t('Enter this client id in the app, with MedAssist’s FHIR address {base}. It stays listed below.', { base: `${window.location.origin}/fhir/R4` })} />
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('Register an app')}>
            <Stack gap="3" maxW={{ md: 'xl' }}>
              <FormField label={t('Name')} error={form.errors.name} helper={t('Users see this name when they are asked to let the app read the record.')}>
                <Input name="appName" value={v.name} maxLength={60} onChange={(e) => form.setField('name', e.target.value)} />
              </FormField>
              <FormField label={t('Redirect URIs')} error={form.errors.redirectUris} helper={t('One a line, exactly as the app sends them: MedAssist returns users only to these.')}>
                <Textarea name="appRedirectUris" value={v.redirectUris} rows={2} fontFamily="mono" fontSize="sm" onChange={(e) => form.setField('redirectUris', e.target.value)} placeholder={t('e.g. {example}', { example: 'https://app.example.org/callback' })} />
              </FormField>
              <FormField label={t('Scopes')} error={form.errors.scopes} helper={t('The most the app may ask for, separated by spaces (SMART scopes: patient/, user/ or system/ with .rs).')}>
                <Input name="appScopes" value={v.scopes} maxLength={2000} fontFamily="mono" fontSize="sm" onChange={(e) => form.setField('scopes', e.target.value)} />
              </FormField>
              <FormField label={t('Launch URL (optional)')} error={form.errors.launchUrl} helper={t('Where the app starts when MedAssist launches it on a patient (EHR launch).')}>
                <Input name="appLaunchUrl" value={v.launchUrl} maxLength={500} onChange={(e) => form.setField('launchUrl', e.target.value)} placeholder={t('e.g. {example}', { example: 'https://app.example.org/launch' })} />
              </FormField>
              <Box as="fieldset">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">{t('How the app signs in')}</Text>
                <TwoChoices name="appClientType" value={v.clientType} onChange={(value) => form.setField('clientType', value)}
                  choices={[['public', t('Public (PKCE only)')], ['confidential', t('Confidential (signed with its keys)')]]} />
              </Box>
              {v.clientType === 'confidential' ? (
                <>
                  <FormField label={t('JWK Set (JSON)')} error={form.errors.jwks} helper={t('Public keys only: EC P-384 (ES384) or RSA (RS384), each with a kid. Or leave it empty and give the address below.')}>
                    <Textarea name="appJwks" value={v.jwksText} rows={4} fontFamily="mono" fontSize="sm" onChange={(e) => form.setField('jwksText', e.target.value)} placeholder={t('e.g. {example}', { example: '{ "keys": [ … ] }' })} />
                  </FormField>
                  <FormField label={t('JWKS URL')} error={form.errors.jwksUrl} helper={t('MedAssist fetches the keys from this address only.')}>
                    <Input name="appJwksUrl" value={v.jwksUrl} maxLength={500} onChange={(e) => form.setField('jwksUrl', e.target.value)} />
                  </FormField>
                </>
              ) : null}
              <Box>
                <Button type="submit" colorPalette="brand" minH="11" loading={register.isPending} loadingText={t('Registering...')}>
                  <PlusIcon /> {t('Register app')}
                </Button>
              </Box>
            </Stack>
          </form>
        )}

        {apps.isPending ? (
          <Skeleton h="16" />
        ) : apps.isError ? (
          <Text color="fg.error">{t(apps.error.message)}</Text>
        ) : apps.data.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t('No app registered yet.')}</Text>
        ) : (
          <Stack gap="2" as="ul" listStyleType="none" aria-label={t('Registered apps')}>
            {apps.data.map((app) => (
              <Flex as="li" key={app.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="smart-app-row">
                <Stack flex="1" minW="12rem" gap="1">
                  <Text fontWeight="medium" overflowWrap="anywhere">{app.name}{app.disabled ? ` — ${t('disabled')}` : ''}</Text>
                  <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
                    <Text color="fg.muted">{t('Client id')}</Text>
                    <Code fontSize="xs" overflowWrap="anywhere">{app.clientId}</Code>
                    <CopyButton value={app.clientId} label={t('Copy')} what={t('The client id is on the clipboard.')} />
                  </Flex>
                  <Text fontSize="sm" color="fg.muted">{app.clientType === 'public' ? t('Public (PKCE only)') : t('Confidential (signed with its keys)')}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{t('Scopes: {scopes}', { scopes: app.scopes })}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{t('Redirect URIs: {uris}', { uris: app.redirectUris.join(', ') })}</Text>
                  {app.launchUrl ? <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{t('Launch URL: {url}', { url: app.launchUrl })}</Text> : null}
                  <Text fontSize="sm" data-testid="smart-app-activity">{activityText(app)}</Text>
                  <Text fontSize="sm" color="fg.muted">{t('Registered {date} by {name}', { date: formatDate(app.createdAt), name: app.createdBy.name ?? t('a former member') })}</Text>
                </Stack>
                <Flex gap="2" wrap="wrap">
                  <Button variant="outline" minH="11" loading={setDisabled.isPending && setDisabled.variables?.id === app.id} aria-label={app.disabled ? t('Enable app {name}', { name: app.name }) : t('Disable app {name}', { name: app.name })} onClick={() => toggle(app)}>
                    {app.disabled ? t('Enable') : t('Disable')}
                  </Button>
                  <Button variant="outline" colorPalette="red" minH="11" aria-label={t('Delete app {name}', { name: app.name })} onClick={() => setRemoving(app)}>{t('Delete')}</Button>
                </Flex>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <AppDialog open={removing !== null} onClose={() => setRemoving(null)} title={t('Delete app')} size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={() => setRemoving(null)}>{t('Cancel')}</Button>
            <Button colorPalette="red" minH="11" loading={remove.isPending} onClick={confirmRemove}>{t('Delete')}</Button>
          </>
        }>
        <Text>{t('Delete “{name}”? Its tokens end at once; to connect it again, register it anew and give the app the new client id.', { name: removing?.name ?? '' })}</Text>
      </AppDialog>
    </TouchSized>
  );
}
