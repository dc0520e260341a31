import { Badge, Stack, Text } from '@chakra-ui/react';
import type { Problem } from '../../../../../core/schemas/chart';
import { conceptLabel } from '../../../../../core/schemas/coding';
import { formatFhirDate, splitProblems } from '../chart.utils';
import { ChartItemRow, ChartSection, CollapsedItems, EmptyText } from './chart-section';
import { CodingText } from './coding-text';
import { t } from '../../../i18n';
import { codeText } from '../chart-labels';

function ProblemRow({ problem, onEdit }: { problem: Problem; onEdit: ((p: Problem) => void) | undefined }) {
  const name = conceptLabel(problem);
  return (
    <ChartItemRow testId="problem-row" title={name} editLabel={t('Edit {name}', { name })} {...(onEdit ? { onEdit: () => onEdit(problem) } : {})}
      badges={problem.clinicalStatus !== 'active' && <Badge colorPalette="gray">{t(codeText(problem.clinicalStatus))}</Badge>}
      details={<Stack gap="0">
        <CodingText codings={problem.codings} />
        <Text>
          {problem.onsetDate ? t('Since {date}', { date: formatFhirDate(problem.onsetDate) }) : t('Onset not recorded')}
          {problem.abatementDate ? ` · ${t('resolved {date}', { date: formatFhirDate(problem.abatementDate) })}` : ''}
        </Text>
      </Stack>} />
  );
}

/** The problem list: active problems, then resolved and inactive ones folded away. */
export function ProblemsSection({ problems, onAdd, onEdit }: { problems: readonly Problem[]; onAdd?: (() => void) | undefined; onEdit?: ((p: Problem) => void) | undefined }) {
  const { active, inactive } = splitProblems(problems);
  return (
    <ChartSection title={t('Problems')} count={active.length} addLabel={t('Add problem')} onAdd={onAdd} testId="problems-section">
      {active.length === 0 && <EmptyText>{t('No active problems.')}</EmptyText>}
      <Stack gap="0">{active.map((p) => <ProblemRow key={p.id} problem={p} onEdit={onEdit} />)}</Stack>
      <CollapsedItems label={t('Resolved and inactive')} count={inactive.length}>
        {inactive.map((p) => <ProblemRow key={p.id} problem={p} onEdit={onEdit} />)}
      </CollapsedItems>
    </ChartSection>
  );
}
