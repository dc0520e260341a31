import { Stack } from '@chakra-ui/react';
import type { Locale } from '../../../../../core/i18n/locales';
import { isLocale } from '../../../../../core/i18n/locales';
import type { PublicUser } from '../../../../../core/schemas/user';
import { FormField } from '../../../components/form-field';
import { GlobeIcon } from '../../../components/icons';
import { SelectField } from '../../../components/native-select';
import { SettingsSection } from '../../../components/settings-section';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { useUpdateProfile } from '../api';

// Each language named in itself, so whoever cannot read the current one still finds their own.
const LANGUAGES: readonly (readonly [Locale, string])[] = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
];

/** The interface language and formats, saved to the profile at once (every device of the user follows it: lib/user-locale.ts). */
export function LanguageSection({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const choose = (value: string) => {
    if (!isLocale(value) || value === user.locale) return;
    update.mutate([{ locale: value }], {
      onError: (err) => notify(t('Language not saved'), t(err.message), 'error'),
    });
  };
  return (
    <SettingsSection title={t('Language')} icon={<GlobeIcon boxSize="5" color="fg.muted" />} testId="language"
      description={t('Texts, dates and numbers of MedAssist on every device you sign in to. Reference content stays in its original language.')}>
      <Stack maxW="sm">
        <FormField label={t('Language')}>
          <SelectField name="locale" value={user.locale} options={LANGUAGES} onChange={choose} />
        </FormField>
      </Stack>
    </SettingsSection>
  );
}
