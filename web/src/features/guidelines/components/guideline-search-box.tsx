import { Input, InputGroup } from '@chakra-ui/react';
import { SearchIcon } from '../../../components/icons';

/** The guideline search box (spec §2: placeholder 'Search guidelines...'). */
export function GuidelineSearchBox({ value, onChange, label = 'Search guidelines' }: { value: string; onChange: (text: string) => void; label?: string }) {
  return (
    <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />} maxW={{ md: 'lg' }} bg="bg" rounded="l2">
      <Input type="search" aria-label={label} placeholder="Search guidelines..." value={value} size={{ base: 'lg', md: 'md' }}
        onChange={(e) => onChange(e.currentTarget.value)} />
    </InputGroup>
  );
}
