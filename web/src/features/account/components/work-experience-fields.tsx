import { Box, Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { WorkExperienceSchema, type WorkExperience } from '../../../../../core/schemas/user';
import { msg } from '../../../../../core/i18n/msg';
import { FormField } from '../../../components/form-field';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { EMPTY_POSITION } from '../account.utils';

const MAX_POSITIONS = 30;
const FIELDS = [
  { key: 'title', label: msg('Title'), placeholder: msg('e.g. Consultant cardiologist'), required: true },
  { key: 'organization', label: msg('Organization'), placeholder: msg('e.g. St Mary’s Hospital'), required: false },
  { key: 'from', label: msg('From'), placeholder: msg('e.g. 2015'), required: false },
  { key: 'to', label: msg('To'), placeholder: msg('e.g. 2020, or empty if current'), required: false },
] as const;

/** Rows of positions held, added and removed in place. `errors` holds server paths ('workExperience.0.title'). */
export function WorkExperienceFields({ rows, onChange, errors, checkRows }: {
  rows: WorkExperience[];
  onChange: (rows: WorkExperience[]) => void;
  errors: Record<string, string | undefined>;
  /** After a failed save: show each row's own problem. */
  checkRows: boolean;
}) {
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const rowError = (i: number, key: keyof WorkExperience): string | undefined => {
    const server = errors[`workExperience.${i}.${key}`];
    if (server || !checkRows) return server;
    const parsed = WorkExperienceSchema.safeParse(rows[i]);
    return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === key)?.message;
  };
  const setRow = (i: number, key: keyof WorkExperience, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));

  return (
    <Stack gap="3">
      {rows.length === 0 && <Text color="fg.muted" fontSize="sm">{t('No positions added yet.')}</Text>}
      {rows.map((row, i) => (
        <Box key={i} borderWidth="1px" rounded="md" p="3" data-testid="work-experience-row">
          <Flex justify="space-between" align="center" mb="2" gap="2">
            <Text fontWeight="medium" fontSize="sm">{t('Position {number}', { number: i + 1 })}</Text>
            <Button variant="ghost" colorPalette="red" minH="11" aria-label={t('Remove position {number}', { number: i + 1 })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              <TrashIcon /> {t('Remove')}
            </Button>
          </Flex>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {FIELDS.map((f) => (
              <FormField key={f.key} label={t(f.label)} required={f.required} error={rowError(i, f.key)}>
                <Input name={`workExperience.${i}.${f.key}`} value={row[f.key]} placeholder={t(f.placeholder)} maxLength={f.key === 'from' || f.key === 'to' ? 20 : 120}
                  autoFocus={f.key === 'title' && focusRow === i}
                  onChange={(e) => setRow(i, f.key, e.target.value)} />
              </FormField>
            ))}
          </SimpleGrid>
        </Box>
      ))}
      {errors.workExperience && !rows.some((_, i) => FIELDS.some((f) => rowError(i, f.key))) && (
        <Text color="fg.error" fontSize="sm">{t(errors.workExperience)}</Text>
      )}
      <Box>
        <Button variant="outline" minH="11" disabled={rows.length >= MAX_POSITIONS}
          onClick={() => { setFocusRow(rows.length); onChange([...rows, { ...EMPTY_POSITION }]); }}>
          <PlusIcon /> {t('Add position')}
        </Button>
      </Box>
    </Stack>
  );
}
