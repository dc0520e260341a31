import { Alert, Box, Button, Card, Grid, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CALCULATORS, type CalculatorSlug } from '../../../../../core/calculators/registry';
import type { CalculatorResult } from '../../../../../core/calculators/types';
import { ChevronLeftIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../i18n';
import { usePrefill } from './use-prefill';
import { AboutCard, DEFAULT_SEVERITY_PALETTE, MobileResultBar, ResultCard, type SeverityPalette } from './result-panel';

/** Link back to the catalogue, on every calculator page (spec §2). */
export function BackToCalculators() {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center" gap="1" mb="1">
      <Link to="/calculators"><ChevronLeftIcon boxSize="4" /> {t('Back to Calculators')}</Link>
    </ChakraLink>
  );
}

/**
 * The frame of every calculator page: back link, title with Reset, inputs on the left (first on
 * phones), the result and the About section on the right, and the live result pinned on phones.
 */
export function CalculatorPage({ slug, onReset, children, result, pending, inputs, signedIn, interpretation, about, resultExtra, palette }: {
  slug: CalculatorSlug;
  onReset: () => void;
  /** The inputs. */
  children: ReactNode;
  result: CalculatorResult | null;
  pending: ReactNode;
  /** The inputs as short phrases, for the copied line and the patient note. */
  inputs: readonly string[];
  signedIn: boolean;
  /** How to read the result, for the About section. */
  interpretation?: ReactNode;
  /** Further About content (e.g. what the model does not use). */
  about?: ReactNode;
  resultExtra?: ReactNode;
  palette?: SeverityPalette;
}) {
  const def = CALCULATORS[slug];
  const colours = palette ?? DEFAULT_SEVERITY_PALETTE;
  const { patientId, source } = usePrefill();
  const chart = patientId !== undefined && signedIn ? { patientId, slug } : undefined;
  const name = t(def.entry.name);
  // The English title drops its generic suffix ("About MELD"); a translated name is used whole.
  const aboutName = name === def.entry.name ? name.replace(/ (Calculator|Score|Tool)$/, '') : name;
  return (
    <Box>
      <BackToCalculators />
      <PageHeader title={name} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Calculators'), to: '/calculators' }, { label: name }]}
        actions={<Button variant="outline" minH="11" onClick={onReset}>{t('Reset')}</Button>} />
      {chart && (
        <Alert.Root status="info" mb="4" data-testid="prefill-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('Opened from the patient\'s chart: values marked "from chart" are the latest recorded; check them before relying on the result.')}{' '}
              <ChakraLink asChild color="brand.fg" fontWeight="medium"><Link to={`/patients/${chart.patientId}`}>{t('Back to the chart')}</Link></ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {source && !chart && (
        <Alert.Root status="info" mb="4" data-testid="prefill-notice">
          <Alert.Indicator />
          <Alert.Description>
            {t('Opened from {ehr}: values marked "from {ehr}" are the latest in its record; check them before relying on the result. Nothing is saved to the clinic’s record.', { ehr: source })}
          </Alert.Description>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Card.Root as="section" aria-label={t('Inputs')}>
          <Card.Body gap="5">{children}</Card.Body>
        </Card.Root>
        <Stack gap={{ base: '4', md: '6' }}>
          <ResultCard calculatorName={def.entry.name} result={result} pending={pending} inputs={inputs} signedIn={signedIn} palette={colours} chart={chart}>
            {resultExtra}
          </ResultCard>
          <AboutCard title={t('About {name}', { name: aboutName })} description={t(def.entry.description)}
            formula={t(def.formula)} interpretation={interpretation} sources={def.sources}>
            {about}
          </AboutCard>
        </Stack>
      </Grid>
      <MobileResultBar result={result} palette={colours} />
    </Box>
  );
}
