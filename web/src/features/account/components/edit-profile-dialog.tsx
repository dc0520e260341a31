import { Button, Heading, Input, Separator, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { COUNTRIES, SPECIALTIES } from '../../../../../core/schemas/options';
import { ProfileUpdateSchema, type PublicUser } from '../../../../../core/schemas/user';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { translatedOptions } from '../../../lib/option-labels';
import { t } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  browserTimeZone, optionsWithCurrent, profileFormValues, profilePatches, supportedTimeZones, timeZoneOptions, withTopLevelErrors,
  type ProfileFormValues,
} from '../account.utils';
import { useUpdateProfile } from '../api';
import { ImagePicker } from './image-picker';
import { TouchSized } from '../../../components/touch-sized';
import { UnitPreferencesFields } from './unit-preferences-fields';
import { WorkExperienceFields } from './work-experience-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" as="section">
      <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">{title}</Heading>
      {children}
    </Stack>
  );
}

/** Moves focus to the first field showing a problem, so a long form never fails out of sight. */
function focusFirstProblem(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid=true], [role=alert]');
    target?.scrollIntoView({ block: 'center' });
    if (target?.matches('input, textarea, select')) target.focus();
  });
}

/**
 * 'Edit Profile' (spec §2, §3, §4, §8): every profile field of the User, saved through PATCH /api/user.
 * Mount it per opening (with a key): the form starts from `user`.
 */
export function EditProfileDialog({ user, open, onClose }: { user: PublicUser; open: boolean; onClose: () => void }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => profileFormValues(user));
  const form = useZodForm(ProfileUpdateSchema, initial);
  const [checkRows, setCheckRows] = useState(false);
  const update = useUpdateProfile();
  const v = form.values as ProfileFormValues;
  const [here] = useState(browserTimeZone);
  const zones = useMemo(() => timeZoneOptions(supportedTimeZones(), [user.timezone, here]), [user.timezone, here]);
  const countries = translatedOptions(COUNTRIES);
  const specialties = translatedOptions(SPECIALTIES, { alphabetical: true });

  const text = (key: Exclude<keyof ProfileFormValues, 'workExperience' | 'timezone' | 'unitPreferences' | 'profileImage' | 'medicalLicenseImage'>) => ({
    name: key,
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setField(key, e.target.value),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!form.validate()) {
      setCheckRows(true);
      focusFirstProblem(formRef.current);
      return;
    }
    update.mutate(profilePatches(initial, v), {
      onSuccess: () => {
        notify(t('Profile updated'), undefined, 'success');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(withTopLevelErrors(err.fieldErrors));
        notify(t('Failed to update profile. Please try again.'), err instanceof ApiRequestError && err.status === 400 ? err.message : undefined, 'error');
        focusFirstProblem(formRef.current);
      },
    });
  };

  return (
    <AppDialog open={open} onClose={onClose} title={t('Edit Profile')} size="xl" keepOpenOnOutside
      footer={
        <>
          <Button variant="outline" minH="11" onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" form={formId} colorPalette="brand" minH="11" loading={update.isPending} loadingText={t('Saving...')}>{t('Save Changes')}</Button>
        </>
      }>
      <TouchSized>
        <form id={formId} ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="6">
            <Section title={t('Personal')}>
              <ImagePicker name="profileImage" label={t('Profile photo')} kind="photo" avatarName={v.name} value={v.profileImage}
                serverError={form.errors.profileImage} onChange={(img) => form.setField('profileImage', img)} />
              <FormField label={t('Full Name')} error={form.errors.name} required>
                <Input {...text('name')} autoComplete="name" />
              </FormField>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('Phone Number')} error={form.errors.phoneNumber}>
                  <Input {...text('phoneNumber')} type="tel" autoComplete="tel" placeholder={t('e.g. +1 555 0100')} />
                </FormField>
                <FormField label={t('Assistant Email')} error={form.errors.assistantEmail} helper={t('Who handles your scheduling, if anyone.')}>
                  <Input {...text('assistantEmail')} type="email" autoComplete="off" />
                </FormField>
                <FormField label={t('Country')} error={form.errors.country}>
                  <SelectField name="country" value={v.country} placeholder={t('Select country')} options={optionsWithCurrent(countries, v.country)}
                    onChange={(val) => form.setField('country', val)} />
                </FormField>
                <FormField label={t('Languages Spoken')} error={form.errors.languagesSpoken}>
                  <Input {...text('languagesSpoken')} placeholder={t('e.g. English, Spanish')} />
                </FormField>
              </SimpleGrid>
              <FormField label={t('Time Zone')} error={form.errors.timezone} helper={t('Used for your appointment days and times.')}>
                <SelectField name="timezone" value={v.timezone ?? ''} placeholder={t('Not set (this browser: {zone})', { zone: here.replaceAll('_', ' ') })} options={zones}
                  onChange={(val) => form.setField('timezone', val || null)} />
              </FormField>
            </Section>

            <Separator />
            <Section title={t('Professional')}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('Speciality')} error={form.errors.speciality}>
                  <SelectField name="speciality" value={v.speciality} placeholder={t('Select speciality')} options={optionsWithCurrent(specialties, v.speciality)}
                    onChange={(val) => form.setField('speciality', val)} />
                </FormField>
                <FormField label={t('Country of Practice')} error={form.errors.countryOfPractice}>
                  <SelectField name="countryOfPractice" value={v.countryOfPractice} placeholder={t('Select country')} options={optionsWithCurrent(countries, v.countryOfPractice)}
                    onChange={(val) => form.setField('countryOfPractice', val)} />
                </FormField>
              </SimpleGrid>
              <FormField label={t('Secondary Specialties')} error={form.errors.secondarySpecialties} helper={t('Separate several with commas.')}>
                <Input {...text('secondarySpecialties')} placeholder={t('e.g. Echocardiography, Heart failure')} />
              </FormField>
              <FormField label={t('Professional Memberships')} error={form.errors.professionalMemberships}>
                <Textarea {...text('professionalMemberships')} rows={2} placeholder={t('e.g. American College of Cardiology')} />
              </FormField>
              <FormField label={t('Biography')} error={form.errors.biography}>
                <Textarea {...text('biography')} rows={4} maxLength={4000} placeholder={t('A few lines colleagues and patients see about you.')} />
              </FormField>
              <Stack gap="2" role="group" aria-label={t('Work experience')}>
                <Heading as="h4" size="xs">{t('Work Experience')}</Heading>
                <WorkExperienceFields rows={v.workExperience} errors={form.errors} checkRows={checkRows}
                  onChange={(rows) => form.setField('workExperience', rows)} />
              </Stack>
            </Section>

            <Separator />
            <Section title={t('Credentials')}>
              <FormField label={t('Degrees')} error={form.errors.degrees}>
                <Input {...text('degrees')} placeholder={t('e.g. MD, PhD')} />
              </FormField>
              <ImagePicker name="medicalLicenseImage" label={t('Medical license')} kind="license" value={v.medicalLicenseImage}
                serverError={form.errors.medicalLicenseImage} onChange={(img) => form.setField('medicalLicenseImage', img)} />
            </Section>

            <Separator />
            <Section title={t('Units')}>
              <UnitPreferencesFields value={v.unitPreferences} onChange={(u) => form.setField('unitPreferences', u)} />
            </Section>
          </Stack>
        </form>
      </TouchSized>
    </AppDialog>
  );
}
