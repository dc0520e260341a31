import { Input, InputGroup } from '@chakra-ui/react';
import { SearchIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

/** The guideline search box (spec §2: placeholder 'Search guidelines...'). */
export function GuidelineSearchBox({ value, onChange, label = msg('Search guidelines') }: { value: string; onChange: (text: string) => void; label?: string }) {
  return (
    <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />} maxW={{ md: 'lg' }} bg="bg" rounded="l2">
      <Input type="search" aria-label={t(label)} placeholder={t('Search guidelines...')} value={value} size={{ base: 'lg', md: 'md' }}
        onChange={(e) => onChange(e.currentTarget.value)} />
    </InputGroup>
  );
}
