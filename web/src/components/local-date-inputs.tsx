import { Box, Flex, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { t, useLocale } from '../i18n';
import { datePlaceholder, parseDay, parseTime, shownDay, typesLocalDates } from '../lib/date-input';
import { CalendarIcon } from './icons';

// Date and time fields in the user's language (lib/date-input.ts says why): ISO values in and out,
// as a native input would give; German and French type '26.11.2026' and '16:05', English keeps
// the native inputs. What is typed but not (yet) a date goes to the form as typed, so the form's
// schema refuses it on submit rather than it being lost.

interface FieldProps {
  name: string;
  /** ISO: '2026-11-26' (a day), '16:05' (a time), '2026-11-26T16:05' (both); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  size?: InputProps['size'];
  /** The latest day the calendar offers (ISO). */
  max?: string | undefined;
}

/** What the field shows: the text as typed while it stands for the form's value, else the value written out. */
function useTyped(value: string, show: (value: string) => string, parse: (text: string) => string | null, onChange: (value: string) => void) {
  const [draft, setDraft] = useState({ text: show(value), value });
  const text = draft.value === value ? draft.text : show(value);
  const type = (typed: string) => {
    const next = typed.trim() === '' ? '' : (parse(typed) ?? typed);
    setDraft({ text: typed, value: next });
    onChange(next);
  };
  return { text, type };
}

/** A day: '26.11.2026' / '26/11/2026' typed, with the browser's calendar one click away. */
export function DateInput({ name, value, onChange, size, max }: FieldProps) {
  const locale = useLocale();
  const picker = useRef<HTMLInputElement>(null);
  const { text, type } = useTyped(value, (v) => shownDay(v, locale), parseDay, onChange);
  if (!typesLocalDates(locale)) return <Input name={name} type="date" size={size} max={max} value={value} onChange={(e) => onChange(e.target.value)} />;
  const open = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No picker without a user gesture or where the browser has none: typing still works.
    }
  };
  return (
    <Flex gap="2">
      <Input name={name} size={size} inputMode="numeric" autoComplete="off" placeholder={datePlaceholder(locale)} value={text} onChange={(e) => type(e.target.value)} />
      <Box position="relative" flexShrink="0">
        <IconButton aria-label={t('Choose a date')} variant="outline" size={size} onClick={open}><CalendarIcon /></IconButton>
        {/* The browser's calendar: picks an ISO day, which the text field then writes in the language's format. */}
        <input ref={picker} type="date" tabIndex={-1} aria-hidden="true" max={max} value={parseDay(value) ?? ''} onChange={(e) => type(e.target.value)}
          style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none', width: '100%', height: '100%' }} />
      </Box>
    </Flex>
  );
}

/** A time of day on the 24-hour clock: '16:05' typed ('16.05', '1605' too). */
export function TimeInput({ name, value, onChange, size, step }: Omit<FieldProps, 'max'> & { step?: number }) {
  const locale = useLocale();
  const { text, type } = useTyped(value, (v) => v, parseTime, onChange);
  if (!typesLocalDates(locale)) return <Input name={name} type="time" size={size} step={step} value={value} onChange={(e) => onChange(e.target.value)} />;
  return <Input name={name} size={size} inputMode="decimal" autoComplete="off" placeholder={t('hh:mm')} value={text} onChange={(e) => type(e.target.value)} />;
}

/** A day and a time ('2026-11-26T16:05', a datetime-local value): the two fields side by side. */
export function DateTimeInput({ name, value, onChange, size, max }: FieldProps) {
  const locale = useLocale();
  if (!typesLocalDates(locale)) return <Input name={name} type="datetime-local" size={size} value={value} onChange={(e) => onChange(e.target.value)} />;
  const [day = '', time = ''] = value.split('T');
  const join = (d: string, tm: string) => (d || tm ? `${d}T${tm}` : '');
  return (
    <Flex gap="2" wrap="wrap">
      <Box flex="3" minW="12rem"><DateInput name={`${name}Date`} size={size} max={max} value={day} onChange={(d) => onChange(join(d, time))} /></Box>
      <Box flex="2" minW="6rem"><TimeInput name={`${name}Time`} size={size} value={time} onChange={(tm) => onChange(join(day, tm))} /></Box>
    </Flex>
  );
}
