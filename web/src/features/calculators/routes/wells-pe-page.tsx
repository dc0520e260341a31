import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { WELLS_PE_POINTS } from '../../../../../core/calculators/wells-pe';
import { msg } from '../../../../../core/i18n/msg';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../i18n';
import { CalculatorPage } from '../components/calculator-page';
import { FindingField } from '../components/fields';
import { evaluateCalculator, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';

type Criterion = keyof typeof WELLS_PE_POINTS;
const CRITERIA: readonly { id: Criterion; label: string }[] = [
  { id: 'clinicalSignsOfDvt', label: msg('Clinical signs and symptoms of DVT') },
  { id: 'peMostLikelyDiagnosis', label: msg('PE is the most likely diagnosis (or equally likely)') },
  { id: 'heartRateOver100', label: msg('Heart rate above 100/min') },
  { id: 'immobilisationOrRecentSurgery', label: msg('Immobilisation ≥3 days or surgery in the previous 4 weeks') },
  { id: 'previousDvtOrPe', label: msg('Previous DVT or PE') },
  { id: 'haemoptysis', label: msg('Haemoptysis') },
  { id: 'malignancy', label: msg('Malignancy (treatment within 6 months, or palliative)') },
];
const INITIAL = Object.fromEntries(CRITERIA.map((c) => [c.id, false])) as Record<Criterion, boolean>;

/** /calculators/wells-pe: Wells' criteria for PE, three-tier and two-tier, live. */
export default function WellsPePage({ signedIn }: CalculatorPageProps) {
  const [state, setState] = useState(INITIAL);
  const evaluation = evaluateCalculator('wells-pe', state);
  const present = CRITERIA.filter((c) => state[c.id]).map((c) => t(c.label));
  return (
    <CalculatorPage slug="wells-pe" onReset={() => setState(INITIAL)} signedIn={signedIn}
      inputs={[present.length > 0 ? present.join(', ') : t('no criteria present')]}
      result={evaluation.status === 'ok' ? evaluation.result : null} pending={pendingMessage(evaluation, {})}
      interpretation={<Text>{t('Three-tier: under 2 low, 2-6 moderate, over 6 high probability. Two-tier: 4 or less PE unlikely (D-dimer first; consider PERC when low), over 4 PE likely (CT pulmonary angiography).')}</Text>}>
      <Stack gap="2" role="group" aria-label={t('Criteria')}>
        {CRITERIA.map((c) => (
          <FindingField key={c.id} label={t(c.label)} points={`+${formatNumber(WELLS_PE_POINTS[c.id], 1)}`} checked={state[c.id]}
            onChange={(v) => setState((s) => ({ ...s, [c.id]: v }))} />
        ))}
      </Stack>
    </CalculatorPage>
  );
}
