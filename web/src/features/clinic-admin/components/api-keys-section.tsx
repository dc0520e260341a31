import { Alert, Badge, Box, Button, Checkbox, Code, Flex, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API_KEY_DEFAULT_LIFETIME_DAYS, API_KEY_LIFETIMES_DAYS, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, ApiKeyCreateSchema, type ApiKeyScope } from '../../../../../core/schemas/clinic';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { KeyIcon } from '../../../components/icons';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { formatDate, formatDateTime } from '../../../lib/format';
import { apiKeysQuery, useCreateApiKey, useRevokeApiKey, type ApiKeyInfo } from '../api';
import { CopyButton } from '../../../components/copy-button';
import { TouchSized } from '../../../components/touch-sized';
import { t } from '../../../i18n';

/** Owners: keys a lab system sends results with or a system reads FHIR with. A new key's secret is shown once, here. */
export function ApiKeysSection() {
  const keys = useQuery(apiKeysQuery);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const form = useZodForm(ApiKeyCreateSchema, { name: '', scopes: ['lab:write'] as ApiKeyScope[], assigningAuthority: '', expiresInDays: API_KEY_DEFAULT_LIFETIME_DAYS as number | null });
  const name = form.values.name;
  const scopes = form.values.scopes ?? [];
  const sendsResults = scopes.includes('lab:write');
  const lifetime = form.values.expiresInDays === undefined ? API_KEY_DEFAULT_LIFETIME_DAYS : form.values.expiresInDays;
  const [created, setCreated] = useState<{ key: string; name: string; message: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    create.mutate({ ...data, assigningAuthority: sendsResults ? data.assigningAuthority : null }, {
      onSuccess: (res) => {
        setCreated({ key: res.key, name: data.name, message: res.message });
        form.reset();
      },
      onError: (err) => {
        form.setServerErrors({ name: [err.message] });
        notify(t('Key not created'), t(err.message), 'error');
      },
    });
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify(t('API key revoked'), t('“{name}” no longer works.', { name: revoking.name }), 'success');
        setRevoking(null);
      },
      onError: (err) => notify(t('Key not revoked'), t(err.message), 'error'),
    });
  };

  return (
    <TouchSized>
      <Stack gap="4">
        {created ? (
          <Alert.Root status="warning" data-testid="new-api-key" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content gap="3" minW="0" flex="1">
              <Alert.Title>{t('Key “{name}” created', { name: created.name })}</Alert.Title>
              <Alert.Description>{t(created.message)}</Alert.Description>
              <FormField label={t('API key')}>
                <Flex gap="2" direction={{ base: 'column', sm: 'row' }} w="full">
                  <Input readOnly value={created.key} name="apiKey" fontFamily="mono" fontSize="sm" bg="bg" onFocus={(e) => e.currentTarget.select()} />
                  <CopyButton value={created.key} label={t('Copy key')} what={t('The API key is on the clipboard.')} />
                </Flex>
              </FormField>
              <Box>
                <Button variant="solid" colorPalette="brand" minH="11" onClick={() => setCreated(null)}>{t('I have copied it')}</Button>
              </Box>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="3" maxW={{ md: 'md' }}>
              <FormField label={t('Key name')} error={form.errors.name} helper={t('Name it after the system that will use it.')}>
                <Input name="apiKeyName" value={name} maxLength={60} onChange={(e) => form.setField('name', e.target.value)} placeholder={t('e.g. Acme Lab LIS')} />
              </FormField>
              <Box as="fieldset">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">{t('The key may')}</Text>
                <Stack gap="1">
                  {API_KEY_SCOPES.map((scope) => (
                    <Checkbox.Root key={scope} minH="11" name="apiKeyScopes" value={scope} checked={scopes.includes(scope)}
                      onCheckedChange={(e) => form.setField('scopes', e.checked === true ? [...scopes, scope] : scopes.filter((s) => s !== scope))}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(API_KEY_SCOPE_LABELS[scope])} <Code fontSize="xs">{scope}</Code></Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
                {form.errors.scopes && <Text color="fg.error" fontSize="sm" role="alert">{t(form.errors.scopes)}</Text>}
              </Box>
              {sendsResults && (
                <FormField label={t('MRN assigning authority (HL7)')} error={form.errors.assigningAuthority}
                  helper={t('The PID-3 assigning authority whose MRNs are this clinic’s, e.g. the namespace id or OID the lab sends. Results for an MRN of any other authority wait for staff to match them; left empty, only MRNs sent without an authority match.')}>
                  <Input name="apiKeyAssigningAuthority" value={form.values.assigningAuthority ?? ''} maxLength={100}
                    onChange={(e) => form.setField('assigningAuthority', e.target.value)} placeholder={t('e.g. ACME or 2.16.840.1.113883.19.3')} />
                </FormField>
              )}
              <FormField label={t('The key works for')} error={form.errors.expiresInDays}
                helper={lifetime === null ? t('A key that never expires keeps working until you revoke it: use it only for a lab system that must not stop sending results, and revoke it when that system is replaced.') : undefined}>
                <SelectField name="apiKeyLifetime" value={lifetime === null ? 'never' : String(lifetime)}
                  onChange={(v) => form.setField('expiresInDays', v === 'never' ? null : Number(v))}
                  options={[
                    ...API_KEY_LIFETIMES_DAYS.map((days) => [String(days), t('{count, plural, one {# day} other {# days}}', { count: days })] as const),
                    ['never', t('Never expires (lab systems only)')] as const,
                  ]} />
              </FormField>
              <Box>
                <Button type="submit" colorPalette="brand" minH="11" loading={create.isPending} loadingText={t('Creating...')}>
                  <KeyIcon /> {t('Create key')}
                </Button>
              </Box>
            </Stack>
          </form>
        )}

        {keys.isPending ? (
          <Skeleton h="16" />
        ) : keys.isError ? (
          <Text color="fg.error">{t(keys.error.message)}</Text>
        ) : keys.data.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t('No API keys yet.')}</Text>
        ) : (
          <Stack gap="2" as="ul" listStyleType="none" aria-label={t('API keys')}>
            {keys.data.map((k) => (
              <Flex as="li" key={k.id} gap="3" align="center" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="api-key-row"
                opacity={k.revokedAt ? 0.7 : 1}>
                <Box flex="1" minW="12rem">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text fontWeight="medium" overflowWrap="anywhere">{k.name}</Text>
                    <Code fontSize="xs">{k.prefix}…</Code>
                    {k.status === 'revoked' ? <Badge colorPalette="gray">{t('Revoked')}</Badge> : k.status === 'expired' ? <Badge colorPalette="gray">{t('Expired')}</Badge> : <Badge colorPalette="green">{t('Active')}</Badge>}
                    {k.status === 'active' && k.createdBy.standing !== 'owner' && (
                      <Badge colorPalette="orange" data-testid="api-key-rotate">
                        {k.createdBy.standing === 'member' ? t('creator no longer an owner — rotate') : t('creator removed — rotate')}
                      </Badge>
                    )}
                  </Flex>
                  <Flex as="ul" listStyleType="none" gap="1" wrap="wrap" my="1" aria-label={t('Scopes')}>
                    {k.scopes.map((scope) => (
                      <li key={scope}><Badge variant="outline" colorPalette="blue" title={t(API_KEY_SCOPE_LABELS[scope])}>{scope}</Badge></li>
                    ))}
                  </Flex>
                  {k.status === 'active' && k.scopesInForce.length < k.scopes.length && (
                    <Text fontSize="sm" color="fg.warning">{t('Its creator’s role no longer allows everything it was made for: it can only {scopes}.', { scopes: k.scopesInForce.join(', ') || t('do nothing') })}</Text>
                  )}
                  {k.scopes.includes('lab:write') && (
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                      {k.assigningAuthority ? t('Matches MRNs of assigning authority {authority}', { authority: k.assigningAuthority }) : t('Matches only MRNs sent without an assigning authority')}
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    {t('Created {date} by {name}', { date: formatDate(k.createdAt), name: k.createdBy.name ?? t('a former member') })} · {k.expiresAt ? t('expires {date}', { date: formatDate(k.expiresAt) }) : t('never expires')} · {k.revokedAt ? t('revoked {date}', { date: formatDate(k.revokedAt) }) : k.lastUsedAt ? t('last used {date}', { date: formatDateTime(k.lastUsedAt) }) : t('never used')}
                  </Text>
                </Box>
                {!k.revokedAt && (
                  <Button variant="outline" colorPalette="red" minH="11" aria-label={t('Revoke key {name}', { name: k.name })} onClick={() => setRevoking(k)}>{t('access::Revoke')}</Button>
                )}
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
      <AppDialog open={revoking !== null} onClose={() => setRevoking(null)} title={t('Revoke API key')} size="sm"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={() => setRevoking(null)}>{t('Cancel')}</Button>
            <Button colorPalette="red" minH="11" loading={revoke.isPending} onClick={confirmRevoke}>{t('access::Revoke')}</Button>
          </>
        }>
        <Text>{t('Revoke “{name}”? A system using it can no longer send results or read records. This cannot be undone.', { name: revoking?.name ?? '' })}</Text>
      </AppDialog>
    </TouchSized>
  );
}
