import { Alert, Box, Button, Flex, Heading, Input, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { msg } from '../../../../../core/i18n/msg';
import { AUTHORIZE_PROBLEMS, AuthorizeParamsSchema, type AuthorizeProblem } from '../../../../../core/schemas/oauth';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { useCurrentUser } from '../../../lib/current-user';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { consentQuery, patientChoicesQuery, useAnswerConsent } from '../api';
import { scopeWords } from '../scope-words';

// /authorize-app: the signed-in user's consent to an app's authorization request (GET
// /oauth/authorize sends here; worker/routes/oauth.ts), or why the request cannot be answered.

const PROBLEM_TEXT: Record<AuthorizeProblem, string> = {
  client: msg('The app is not registered with this clinic (unknown client_id). Ask the clinic’s owner to register it under Clinic → Connected apps.'),
  redirect: msg('The app asked to return to an address it did not register (redirect_uri). MedAssist does not send you there.'),
  disabled: msg('The clinic’s owner has disabled this app.'),
  'other-clinic': msg('This app is registered by another clinic. Switch to that clinic, then start again from the app.'),
  role: msg('Your role in this clinic does not read clinical data, so you cannot let an app read it.'),
};

const isProblem = (value: string | null): value is AuthorizeProblem => AUTHORIZE_PROBLEMS.includes(value as AuthorizeProblem);

function Problem({ text }: { text: string }) {
  return (
    <Stack gap="4">
      <Alert.Root status="warning" data-testid="authorize-problem">
        <Alert.Indicator />
        <Alert.Description>{text}</Alert.Description>
      </Alert.Root>
      <Box>
        <Button asChild variant="outline" minH="11"><RouterLink to="/dashboard">{t('Go to MedAssist')}</RouterLink></Button>
      </Box>
    </Stack>
  );
}

/** The app's request, as the Worker passed it on (only the parameters OAuth defines). */
function requestOf(params: URLSearchParams): Record<string, string> {
  const keys = Object.keys(AuthorizeParamsSchema.shape);
  return Object.fromEntries(keys.flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : [])));
}

function Consent({ request }: { request: Record<string, string> }) {
  const consent = useQuery(consentQuery(request));
  const answer = useAnswerConsent();
  const [search, setSearch] = useState('');
  const [patientId, setPatientId] = useState('');
  const view = consent.data;
  const needsPatient = view?.kind === 'ask' && view.needsPatient;
  const patients = useQuery({ ...patientChoicesQuery(search.trim()), enabled: needsPatient });

  if (consent.isPending) return <Skeleton h="40" />;
  if (consent.isError) return <Problem text={t(consent.error.message)} />;
  if (view!.kind === 'problem') return <Problem text={t(PROBLEM_TEXT[view!.problem])} />;
  if (view!.kind === 'redirect') {
    window.location.assign(view!.redirectTo);
    return <Skeleton h="40" />;
  }
  const ask = view!;

  const respond = (approve: boolean) => {
    if (approve && needsPatient && !patientId) {
      notify(t('Choose a patient'), t('Choose the patient the app may read.'), 'error');
      return;
    }
    answer.mutate(
      { request, approve, ...(approve && needsPatient ? { patientId: Number(patientId) } : {}) },
      { onSuccess: (res) => window.location.assign(res.redirectTo), onError: (err) => notify(t('Not sent'), t(err.message), 'error') },
    );
  };

  return (
    <Stack gap="5" data-testid="authorize-consent">
      <Text>{t('“{app}” asks to read the clinic’s record on your behalf. It will be able to:', { app: ask.app.name })}</Text>
      <List.Root gap="2" ps="5" data-testid="authorize-scopes">
        {ask.scopes.map((scope) => (
          <List.Item key={scope}>
            <Text>{scopeWords(scope)}</Text>
            <Text fontSize="xs" color="fg.muted" fontFamily="mono">{scope}</Text>
          </List.Item>
        ))}
      </List.Root>
      {ask.launchPatient ? (
        <Text data-testid="authorize-launch-patient">{t('Patient: {name}', { name: ask.launchPatient.name })}</Text>
      ) : null}
      {needsPatient ? (
        <Stack gap="3" maxW={{ md: 'md' }}>
          <FormField label={t('Find a patient')}>
            <Input name="consentPatientSearch" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
          </FormField>
          <FormField label={t('Patient the app may read')}>
            <SelectField name="consentPatient" value={patientId} onChange={setPatientId} placeholder={t('Choose a patient')}
              options={(patients.data ?? []).map((p) => [String(p.id), p.fullName] as const)} />
          </FormField>
        </Stack>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t('The app reads never more than you may see, and only while your account may. You return to {origin}.', { origin: ask.app.redirectOrigin })}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" minH="11" loading={answer.isPending && answer.variables?.approve === true} onClick={() => respond(true)}>{t('Allow')}</Button>
        <Button variant="outline" minH="11" disabled={answer.isPending} onClick={() => respond(false)}>{t('Deny')}</Button>
      </Flex>
    </Stack>
  );
}

/** /authorize-app?…: the consent page of an app's authorization request, or why it stopped. */
export default function AuthorizeAppPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const problem = params.get('problem');
  const request = requestOf(params);
  let body: React.ReactNode;
  if (problem !== null) body = <Problem text={isProblem(problem) ? t(PROBLEM_TEXT[problem]) : t('The app’s request stopped for a reason MedAssist does not know.')} />;
  else if (user.isPending) body = <Skeleton h="40" />;
  else if (!user.data) {
    // Signed out: the Worker's authorize step sends to sign-in and back here.
    body = <Box><Button asChild colorPalette="brand" minH="11"><a href={`/oauth/authorize?${new URLSearchParams(request)}`}>{t('Sign in to continue')}</a></Button></Box>;
  } else body = <Consent request={request} />;
  return (
    <Box maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="4">
        <Heading as="h1" size="lg">{t('Connect an app')}</Heading>
        {body}
      </Stack>
    </Box>
  );
}
