import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Encounter, Immunization, Procedure } from '../../../../../core/schemas/chart';
import { formatFhirDate } from '../chart.utils';
import { ChartItemRow, ChartSection, CollapsedItems, EmptyText } from './chart-section';
import { CodingText } from './coding-text';
import { t } from '../../../i18n';
import { codeText } from '../chart-labels';

// The history an import brings (FHIR Encounter, Immunization, Procedure): read-only lists, newest
// first; the first few show, the rest fold away so a long history does not bury the chart.

const SHOWN = 5;

const titleOf = (item: { text: string | null; codings: readonly { display?: string | undefined; code: string }[] }) => item.text || item.codings[0]?.display || item.codings[0]?.code || t('Unnamed');

function Folded<T>({ items, label, row }: { items: readonly T[]; label: string; row: (item: T) => ReactNode }) {
  return (
    <Stack gap="0">
      {items.slice(0, SHOWN).map(row)}
      <CollapsedItems label={label} count={Math.max(0, items.length - SHOWN)}>{items.slice(SHOWN).map(row)}</CollapsedItems>
    </Stack>
  );
}

/** Visits (imported encounters): type, class, reasons and when. */
export function EncountersSection({ encounters }: { encounters: readonly Encounter[] }) {
  return (
    <ChartSection title={t('Visit history')} count={encounters.length} testId="encounters-section">
      {encounters.length === 0 ? <EmptyText>{t('No visits recorded.')}</EmptyText> : (
        <Folded items={encounters} label={t('Earlier visits')} row={(e) => (
          <ChartItemRow key={e.id} editLabel="" title={titleOf(e)}
            badges={<>{e.classCoding && <Badge>{e.classCoding.display ?? e.classCoding.code}</Badge>}{e.status !== 'finished' && <Badge colorPalette="gray">{t(codeText(e.status))}</Badge>}</>}
            details={<>
              <Text>{e.startAt ? formatFhirDate(e.startAt) : t('Date not recorded')}{e.reasons.length > 0 && ` · ${e.reasons.map((r) => titleOf(r)).join(', ')}`}</Text>
              <CodingText codings={e.codings} />
            </>} />
        )} />
      )}
    </ChartSection>
  );
}

/** Vaccinations (imported immunizations): vaccine and date. */
export function ImmunizationsSection({ immunizations }: { immunizations: readonly Immunization[] }) {
  return (
    <ChartSection title={t('Immunizations')} count={immunizations.length} testId="immunizations-section">
      {immunizations.length === 0 ? <EmptyText>{t('No immunizations recorded.')}</EmptyText> : (
        <Folded items={immunizations} label={t('Earlier immunizations')} row={(i) => (
          <ChartItemRow key={i.id} editLabel="" title={titleOf(i)}
            badges={i.status === 'not-done' ? <Badge colorPalette="orange">{t('not done')}</Badge> : undefined}
            details={<><Text>{formatFhirDate(i.occurredAt)}</Text><CodingText codings={i.codings} /></>} />
        )} />
      )}
    </ChartSection>
  );
}

/** Procedures (imported): what was done and when. */
export function ProceduresSection({ procedures }: { procedures: readonly Procedure[] }) {
  return (
    <ChartSection title={t('Procedures')} count={procedures.length} testId="procedures-section">
      {procedures.length === 0 ? <EmptyText>{t('No procedures recorded.')}</EmptyText> : (
        <Folded items={procedures} label={t('Earlier procedures')} row={(p) => (
          <ChartItemRow key={p.id} editLabel="" title={titleOf(p)}
            badges={p.status !== 'completed' ? <Badge colorPalette="gray">{t(codeText(p.status))}</Badge> : undefined}
            details={<><Text>{p.performedAt ? formatFhirDate(p.performedAt) : t('Date not recorded')}</Text><CodingText codings={p.codings} /></>} />
        )} />
      )}
    </ChartSection>
  );
}
