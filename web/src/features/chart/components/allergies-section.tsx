import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import type { Allergy } from '../../../../../core/schemas/chart';
import { conceptLabel } from '../../../../../core/schemas/coding';
import type { AllergyStatus } from '../../../../../core/schemas/patients';
import { isHighRiskAllergy } from '../chart.utils';
import { ChartItemRow, ChartSection, CollapsedItems, EmptyText } from './chart-section';
import { CodingText } from './coding-text';
import { t } from '../../../i18n';
import { codeText } from '../chart-labels';

function AllergyRow({ allergy: a, onEdit }: { allergy: Allergy; onEdit: ((a: Allergy) => void) | undefined }) {
  const name = conceptLabel(a);
  return (
    <ChartItemRow testId="allergy-row" title={name} editLabel={t('Edit allergy {name}', { name })} {...(onEdit ? { onEdit: () => onEdit(a) } : {})}
      badges={<>
        {a.severity && <Badge colorPalette={a.severity === 'severe' ? 'red' : a.severity === 'moderate' ? 'orange' : 'yellow'} variant={isHighRiskAllergy(a) ? 'solid' : 'subtle'}>{t(codeText(a.severity))}</Badge>}
        {a.criticality === 'high' && <Badge colorPalette="red" variant="solid">{t('high criticality')}</Badge>}
        {a.clinicalStatus !== 'active' && <Badge colorPalette="gray">{t(codeText(a.clinicalStatus))}</Badge>}
      </>}
      details={<Stack gap="0">
        <CodingText codings={a.codings} />
        <Text>{[a.reaction ?? t('Reaction not recorded'), a.category && t(codeText(a.category))].filter(Boolean).join(' · ')}</Text>
      </Stack>} />
  );
}

/** Allergies, and the "No known allergies" answer when there are none. */
export function AllergiesSection({ allergies, status, onAdd, onEdit, onSetStatus, settingStatus }: {
  allergies: readonly Allergy[];
  status: AllergyStatus;
  onAdd?: (() => void) | undefined;
  /** Absent for a role that may not write the chart: no Edit or allergy-status buttons. */
  onEdit?: ((a: Allergy) => void) | undefined;
  onSetStatus?: ((status: 'not-asked' | 'no-known-allergies') => void) | undefined;
  settingStatus: boolean;
}) {
  const active = allergies.filter((a) => a.clinicalStatus === 'active');
  const past = allergies.filter((a) => a.clinicalStatus !== 'active');
  return (
    <ChartSection title={t('Allergies')} count={active.length} addLabel={t('Add allergy')} onAdd={onAdd} testId="allergies-section"
      actions={onSetStatus && active.length === 0 && status !== 'no-known-allergies' && (
        <Button size="sm" variant="outline" onClick={() => onSetStatus('no-known-allergies')} loading={settingStatus}>{t('No known allergies')}</Button>
      )}>
      {active.length === 0 && (
        status === 'no-known-allergies' ? (
          <Stack gap="1" align="flex-start">
            <EmptyText>{t('The patient reports no known allergies.')}</EmptyText>
            {onSetStatus && <Button size="sm" variant="ghost" onClick={() => onSetStatus('not-asked')} loading={settingStatus}>{t('Undo: not asked yet')}</Button>}
          </Stack>
        ) : <EmptyText>{status === 'not-asked' ? t('Not asked yet.') : t('No active allergies.')}</EmptyText>
      )}
      <Stack gap="0">{active.map((a) => <AllergyRow key={a.id} allergy={a} onEdit={onEdit} />)}</Stack>
      <CollapsedItems label={t('Inactive and resolved')} count={past.length}>
        {past.map((a) => <AllergyRow key={a.id} allergy={a} onEdit={onEdit} />)}
      </CollapsedItems>
    </ChartSection>
  );
}
