import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RegisterFormSchema, usernameFromEmail } from '../../../../../core/schemas/auth';
import { COUNTRIES, SPECIALTIES } from '../../../../../core/schemas/options';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { translatedOptions } from '../../../lib/option-labels';
import { useZodForm } from '../../../lib/use-zod-form';
import { geoQuery, useRegister } from '../api';
import { AuthLayout } from '../components/auth-layout';
import { activeLocale, t } from '../../../i18n';
import { isLocale } from '../../../../../core/i18n/locales';

/** /register: 'Create an Account' (spec §2, §5, §8); an invite code joins an existing clinic. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const form = useZodForm(RegisterFormSchema, {
    name: '', email: '', country: 'us', specialty: '', password: '', confirmPassword: '', inviteCode: params.get('invite') ?? '',
  });
  const register = useRegister();
  const navigate = useNavigate();
  const geo = useQuery(geoQuery);
  const countryTouched = useRef(false);
  const { setField } = form;

  // Pre-select the visitor's country once it is known, unless they already chose one.
  useEffect(() => {
    if (geo.data && !countryTouched.current) setField('country', geo.data);
  }, [geo.data, setField]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    const { confirmPassword: _omit, inviteCode, ...rest } = data;
    void _omit;
    // The language this page is shown in (a forced ?locale= too): the account's, and its new clinic's name.
    const shown = activeLocale();
    register.mutate(
      { ...rest, username: usernameFromEmail(rest.email), ...(inviteCode ? { inviteCode } : {}), ...(isLocale(shown) ? { locale: shown } : {}) },
      {
        onSuccess: (user) => {
          notify(t('Registration successful'), t('Welcome to MedAssist, {name}', { name: user.name }), 'success');
          void navigate('/dashboard', { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
          notify(t('Registration failed'), err instanceof ApiRequestError && err.message ? err.message : t('There was an error registering your account'), 'error');
        },
      },
    );
  };

  const v = form.values;
  return (
    <AuthLayout title={t('Create an Account')} subtitle={t('Register to start using MedAssist')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormField label={t('Full Name')} error={form.errors.name}>
            <Input name="name" autoComplete="name" value={v.name} onChange={(e) => form.setField('name', e.target.value)} placeholder={t('Dr. Jane Smith')} />
          </FormField>
          <FormField label={t('Email')} error={form.errors.email}>
            <Input name="email" type="email" autoComplete="email" autoCapitalize="none" value={v.email} onChange={(e) => form.setField('email', e.target.value)} placeholder={t('jane.smith@clinic.org')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('Country')} error={form.errors.country}>
              <SelectField name="country" ariaLabel={t('Country')} value={v.country} options={translatedOptions(COUNTRIES)}
                onChange={(val) => { countryTouched.current = true; form.setField('country', val); }} />
            </FormField>
            <FormField label={t('Specialty')} error={form.errors.specialty}>
              <SelectField name="specialty" ariaLabel={t('Specialty')} value={v.specialty} options={translatedOptions(SPECIALTIES, { alphabetical: true })} placeholder={t('Select specialty')}
                onChange={(val) => form.setField('specialty', val)} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('Password')} error={form.errors.password}>
            <Input name="password" type="password" autoComplete="new-password" value={v.password} onChange={(e) => form.setField('password', e.target.value)} />
          </FormField>
          <FormField label={t('Confirm Password')} error={form.errors.confirmPassword}>
            <Input name="confirmPassword" type="password" autoComplete="new-password" value={v.confirmPassword} onChange={(e) => form.setField('confirmPassword', e.target.value)} />
          </FormField>
          <FormField label={t('Clinic invite code (optional)')} error={form.errors.inviteCode} helper={t('Leave empty to create a new clinic that you manage.')}>
            <Input name="inviteCode" autoCapitalize="none" value={v.inviteCode ?? ''} onChange={(e) => form.setField('inviteCode', e.target.value)} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={register.isPending} loadingText={t('Creating account...')}>
            {t('Create Account')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
