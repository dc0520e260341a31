import { Box, Field, Input, InputGroup, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { recogniseText } from '../../../../../core/reference/drug-names/recognise';
import { SearchIcon } from '../../../components/icons';
import { drugSuggestions } from '../drug-selection.utils';
import { t } from '../../../i18n';

/**
 * The drug checker's search box (spec §2, §5): an ARIA combobox whose suggestions appear only
 * while text is typed. Arrow keys move through them; Enter adds the highlighted one, or the typed
 * name when it names a known drug (brand, INN, strength and form included), or the only suggestion; with several it highlights the first, so
 * nothing is added that the doctor did not see. Escape closes the list.
 * `onAdd` returns whether the drug was added; the text is cleared only then (spec §4).
 */
export function DrugSearch({ selected, onAdd }: { selected: readonly string[]; onAdd: (name: string) => boolean }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const suggestions = useMemo(() => drugSuggestions(text, selected), [text, selected]);
  const shown = open && suggestions.length > 0;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const choose = (name: string) => {
    if (onAdd(name)) {
      setText('');
    } else {
      // Let the reason for the refusal show instead of the list.
      setOpen(false);
    }
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (count === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const highlighted = shown && active >= 0 ? suggestions[active] : undefined;
      if (highlighted) choose(highlighted.name);
      // A name the recogniser reads ("ASS 100", "Toprol XL", "Zestoretic") is added as typed, before a lone substring match.
      else if (recogniseText(text).drugs.length > 0) choose(text);
      else if (count === 1 && suggestions[0]) choose(suggestions[0].name);
      else if (count > 1) {
        // Several candidates (e.g. a class name): highlight the first; a second Enter confirms it.
        setOpen(true);
        setActive(0);
      } else if (text.trim()) choose(text);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field.Root>
      <Field.Label>{t('Add a medication')}</Field.Label>
      <Box position="relative" w="full">
        <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
          <Input ref={input} minH="11" placeholder={t('Search medications...')} value={text} autoComplete="off"
            role="combobox" aria-autocomplete="list" aria-expanded={shown} aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            onChange={(e) => { setText(e.target.value); setOpen(true); setActive(-1); }}
            onFocus={() => setOpen(true)} onBlur={() => { setOpen(false); setActive(-1); }} onKeyDown={onKeyDown} />
        </InputGroup>
        <Box as="ul" role="listbox" id={listId} aria-label={t('Suggested medications')} hidden={!shown}
          position="absolute" top="calc(100% + 4px)" left="0" right="0" zIndex="dropdown" bg="bg.panel" borderWidth="1px"
          rounded="md" shadow="lg" maxH="18rem" overflowY="auto" py="1" listStyleType="none">
          {suggestions.map((s, i) => (
            <Box as="li" key={s.name} id={optionId(i)} role="option" aria-selected={i === active} data-testid="drug-suggestion"
              minH="11" px="3" py="2" display="flex" alignItems="center" justifyContent="space-between" gap="3" cursor="pointer"
              bg={i === active ? 'brand.subtle' : undefined} _hover={{ bg: 'bg.muted' }}
              onMouseDown={(e) => e.preventDefault()} onClick={() => choose(s.name)}>
              <Text fontWeight="medium">{s.name}</Text>
              {s.via && <Text fontSize="sm" color="fg.muted" textAlign="right">{s.via}</Text>}
            </Box>
          ))}
        </Box>
      </Box>
      <Field.HelperText>{t("Generic, brand, product or class names (e.g. Coumadin, NSAID). Use ↑ ↓ and Enter to choose; a name outside MedAssist's list is shown as not checked.")}</Field.HelperText>
    </Field.Root>
  );
}
