import { Badge, Stack, Text } from '@chakra-ui/react';
import type { Medication } from '../../../../../core/schemas/chart';
import { conceptLabel } from '../../../../../core/schemas/coding';
import { formatFhirDate, splitMedications } from '../chart.utils';
import { ChartItemRow, ChartSection, CollapsedItems, EmptyText } from './chart-section';
import { t } from '../../../i18n';

function MedicationRow({ medication: m, onEdit }: { medication: Medication; onEdit: ((m: Medication) => void) | undefined }) {
  const name = conceptLabel(m);
  const sig = [m.dose, m.route, m.frequency].filter(Boolean).join(' · ');
  return (
    <ChartItemRow testId="medication-row" title={name} editLabel={t('Edit {name}', { name })} {...(onEdit ? { onEdit: () => onEdit(m) } : {})}
      badges={<>
        {m.status === 'stopped' && <Badge colorPalette="gray">{t('stopped')}</Badge>}
        {m.overrideReason && <Badge colorPalette="red" variant="outline">{t('safety override')}</Badge>}
      </>}
      details={<Stack gap="0">
        {sig && <Text>{sig}</Text>}
        <Text>
          {m.startDate ? t('Started {date}', { date: formatFhirDate(m.startDate) }) : t('Start not recorded')}
          {m.stopDate ? ` · ${t('stopped {date}', { date: formatFhirDate(m.stopDate) })}` : ''}
          {m.prescriber ? ` · ${m.prescriber}` : ''}
        </Text>
        {m.overrideReason && <Text data-testid="override-reason">{t('Override: {reason}', { reason: m.overrideReason })}</Text>}
      </Stack>} />
  );
}

/** Active medications, then stopped ones folded away. */
export function MedicationsSection({ medications, onAdd, onEdit, canPrescribe }: {
  medications: readonly Medication[];
  onAdd: () => void;
  /** Absent for a role that may not change medication orders: no Edit buttons. */
  onEdit?: ((m: Medication) => void) | undefined;
  canPrescribe: boolean;
}) {
  const { active, stopped } = splitMedications(medications);
  return (
    <ChartSection title={t('Medications')} count={active.length} addLabel={t('Add medication')} {...(canPrescribe ? { onAdd } : {})} testId="medications-section">
      {active.length === 0 && <EmptyText>{t('No active medications.')}</EmptyText>}
      <Stack gap="0">{active.map((m) => <MedicationRow key={m.id} medication={m} onEdit={onEdit} />)}</Stack>
      <CollapsedItems label={t('Stopped')} count={stopped.length}>
        {stopped.map((m) => <MedicationRow key={m.id} medication={m} onEdit={onEdit} />)}
      </CollapsedItems>
    </ChartSection>
  );
}
