import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../form-field';

/** One value of an enumeration as the enums endpoint gives it (the contract's EnumValue fits). */
export interface EnumOption {
  value: number | string;
  displayName: string;
}

export interface EnumSelectProps {
  label: ReactNode;
  /** The first option, value `''`: no filter ("全部状态"). */
  allLabel: string;
  options: readonly EnumOption[];
  /** `''` for "all", else the option's value as a string (as a URL parameter keeps it). */
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/** A labelled native select of an enumeration's values plus "all": a list filter. */
export function EnumSelect({ label, allLabel, options, value, onChange, name }: EnumSelectProps) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.displayName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
