import { SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { MoonIcon, SunIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { readStoredTheme, storeTheme, applyTheme, type ThemeMode } from '../theme';
import { SettingsSection } from '../../../components/settings-section';

const MODES: { value: ThemeMode; label: string; icon: typeof SunIcon }[] = [
  { value: 'light', label: msg('Light'), icon: SunIcon },
  { value: 'dark', label: msg('Dark'), icon: MoonIcon },
];

/** Light or dark, remembered on this browser (localStorage 'medassist-theme'). */
export function AppearanceSection() {
  const [mode, setMode] = useState<ThemeMode>(readStoredTheme);
  const labelId = useId();
  // Harmless when the app already applied it at start-up; makes sure this page matches what it shows.
  useEffect(() => applyTheme(mode), [mode]);
  return (
    <SettingsSection title={t('Appearance')} icon={<SunIcon boxSize="5" color="fg.muted" />} description={t('Applies to this browser only.')}>
      <Stack gap="1.5">
        <Text id={labelId} fontSize="sm" fontWeight="medium">{t('Theme')}</Text>
        <SegmentGroup.Root size="lg" aria-labelledby={labelId} data-testid="theme" value={mode} w={{ base: 'full', sm: 'auto' }} alignSelf={{ sm: 'flex-start' }}
          onValueChange={(e) => {
            if (e.value !== 'light' && e.value !== 'dark') return;
            storeTheme(e.value);
            setMode(e.value);
          }}>
          <SegmentGroup.Indicator />
          {MODES.map(({ value, label, icon: Icon }) => (
            <SegmentGroup.Item key={value} value={value} flex={{ base: '1', sm: 'initial' }} justifyContent="center" minW="28">
              <Icon boxSize="4" />
              <SegmentGroup.ItemText>{t(label)}</SegmentGroup.ItemText>
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
          ))}
        </SegmentGroup.Root>
      </Stack>
    </SettingsSection>
  );
}
