import { Text } from '@chakra-ui/react';
import { CODE_SYSTEM_LABELS, type Coding } from '../../../../../core/schemas/coding';

/** The codes of an item as "SNOMED CT 44054006 · ICD-10-CM E11.9" (kept exactly as received). */
export function CodingText({ codings }: { codings: readonly Coding[] }) {
  if (codings.length === 0) return null;
  return (
    <Text as="span" fontSize="xs" color="fg.muted">
      {codings.map((c) => `${CODE_SYSTEM_LABELS[c.system] ?? c.system} ${c.code}`).join(' · ')}
    </Text>
  );
}
