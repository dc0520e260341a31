import { NativeSelect } from '@chakra-ui/react';

/** A native <select> (best on phones) with Chakra styling. */
export function SelectField({ name, value, onChange, options, placeholder, ariaLabel }: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  placeholder?: string;
  ariaLabel?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} aria-label={ariaLabel} onChange={(e) => onChange(e.currentTarget.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([v, label]) => (
          <option key={v} value={v}>{label}</option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
