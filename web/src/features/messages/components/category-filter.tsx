import { Button, Flex, IconButton } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { CATEGORY_FILTERS, CATEGORY_SCROLL_PX, type MessageCategory } from '../messages.utils';

/** The category buttons in a horizontally scrollable row, with arrows that move it 100 px (spec §2, §9). */
export function CategoryFilter({ value, onChange }: { value: MessageCategory; onChange: (c: MessageCategory) => void }) {
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  const scroll = (dx: number) => row.current?.scrollBy({ left: dx, behavior: 'smooth' });
  const arrow = { variant: 'ghost', size: 'sm', flexShrink: 0, minW: { base: '11', md: '9' }, minH: { base: '11', md: '9' } } as const;

  return (
    <Flex align="center" gap="1">
      <IconButton {...arrow} aria-label={t('Scroll categories left')} disabled={edges.start} onClick={() => scroll(-CATEGORY_SCROLL_PX)} data-testid="categories-left">
        <ChevronLeftIcon />
      </IconButton>
      <Flex ref={row} role="group" aria-label={t('Message categories')} flex="1" minW="0" gap="2" overflowX="auto" py="1" px="0.5"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }} data-testid="message-categories">
        {CATEGORY_FILTERS.map((c) => {
          const active = c.value === value;
          return (
            <Button key={c.value} size="sm" flexShrink="0" rounded="full" minH={{ base: '11', md: '9' }}
              variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'}
              aria-pressed={active} onClick={() => onChange(c.value)}>
              {t(c.label)}
            </Button>
          );
        })}
      </Flex>
      <IconButton {...arrow} aria-label={t('Scroll categories right')} disabled={edges.end} onClick={() => scroll(CATEGORY_SCROLL_PX)} data-testid="categories-right">
        <ChevronRightIcon />
      </IconButton>
    </Flex>
  );
}
