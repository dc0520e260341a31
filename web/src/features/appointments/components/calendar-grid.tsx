import { Box, Flex, IconButton, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import {
  addDays, addMonths, formatLongDate, formatMonthYear, fromDateKey, monthGrid, monthOf, startOfWeek, WEEKDAYS_LONG, WEEKDAYS_SHORT, weekdayOrder,
} from '../calendar.utils';
import { t } from '../../../i18n';

interface CalendarGridProps {
  /** The selected day ('YYYY-MM-DD'). */
  value: string;
  onChange: (key: string) => void;
  /** Today's key (passed in, so the grid has no clock of its own). */
  today: string;
  /** Days that cannot be chosen (shown, focusable, announced as unavailable). */
  isDisabled?: (key: string) => boolean;
  /** Days that get a dot (e.g. days with appointments). */
  marked?: ReadonlySet<string>;
  /** Days tinted as part of the shown range (e.g. the selected week). */
  inRange?: (key: string) => boolean;
  label: string;
}

const Table = chakra('table');

/**
 * A month calendar in the WAI-ARIA date-grid pattern: one tab stop; arrows move by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month; Enter or Space chooses.
 */
export function CalendarGrid({ value, onChange, today, isDisabled, marked, inRange, label }: CalendarGridProps) {
  const [focused, setFocused] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The selection moved from outside (prev/next, Today): show its month.
    setShownValue(value);
    setFocused(value);
  }
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const headingId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (key: string) => {
    moveFocus.current = true;
    setFocused(key);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => startOfWeek(focused),
      End: () => addDays(startOfWeek(focused), 6),
      PageUp: () => addMonths(focused, e.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, e.shiftKey ? 12 : 1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    go(move());
  };

  const month = monthOf(focused);
  const weeks = monthGrid(focused);

  return (
    <Box>
      <Flex align="center" justify="space-between" mb="2">
        <IconButton variant="ghost" size={{ base: 'lg', md: 'md' }} aria-label={t('Previous month')} onClick={() => setFocused(addMonths(focused, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Text id={headingId} fontWeight="semibold" aria-live="polite">{formatMonthYear(focused)}</Text>
        <IconButton variant="ghost" size={{ base: 'lg', md: 'md' }} aria-label={t('Next month')} onClick={() => setFocused(addMonths(focused, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Flex>
      <Table ref={gridRef} role="grid" aria-label={label} aria-describedby={headingId} width="full" tableLayout="fixed" borderCollapse="collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayOrder().map((day) => (
              <chakra.th key={day} scope="col" abbr={t(WEEKDAYS_LONG[day]!)} fontSize="xs" fontWeight="medium" color="fg.muted" pb="1">{t(WEEKDAYS_SHORT[day]!)}</chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((key) => {
                const selected = key === value;
                const disabled = isDisabled?.(key) ?? false;
                const outside = monthOf(key) !== month;
                const ranged = !selected && (inRange?.(key) ?? false);
                return (
                  <chakra.td key={key} role="gridcell" aria-selected={selected} p="0.5" bg={ranged ? 'brand.subtle' : undefined}>
                    <chakra.button
                      type="button"
                      data-day={key}
                      tabIndex={key === focused ? 0 : -1}
                      aria-label={`${formatLongDate(key)}${key === today ? ` ${t('(today)')}` : ''}${marked?.has(key) ? t(', has appointments') : ''}`}
                      aria-current={key === today ? 'date' : undefined}
                      aria-disabled={disabled || undefined}
                      onClick={() => {
                        setFocused(key);
                        if (!disabled) onChange(key);
                      }}
                      display="flex" flexDirection="column" alignItems="center" justifyContent="center"
                      w="full" h={{ base: '11', md: '10' }} rounded="md" fontSize="sm" position="relative"
                      fontWeight={key === today || selected ? 'semibold' : 'normal'}
                      color={selected ? 'brand.contrast' : disabled ? 'fg.subtle' : outside ? 'fg.muted' : 'fg'}
                      bg={selected ? 'brand.solid' : undefined}
                      borderWidth="1px" borderColor={key === today && !selected ? 'brand.solid' : 'transparent'}
                      textDecoration={disabled ? 'line-through' : undefined}
                      cursor={disabled ? 'not-allowed' : 'pointer'}
                      _hover={disabled || selected ? undefined : { bg: 'bg.muted' }}
                      focusRing="outside"
                    >
                      {fromDateKey(key).getDate()}
                      {marked?.has(key) && (
                        <Box position="absolute" bottom="1" boxSize="1.5" rounded="full" bg={selected ? 'brand.contrast' : 'brand.solid'} data-testid="day-mark" />
                      )}
                    </chakra.button>
                  </chakra.td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
