import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField } from '@forwarder/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, type ComponentType, type ReactElement } from 'react';
import { get, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import type { AddressFormat } from './address-format';
import type { PartyFormField } from './party-values';
import { NAME_FIELDS, REGION_FIELDS, type NameField, type RegionField, type RegionValue } from './region-fields';

const PICKER_FIELDS = [...REGION_FIELDS, ...NAME_FIELDS] as const;

/**
 * What the party fields need from a region picker (the screens pass the region cascade's RegionCascade; the
 * fields stay free of the cascade's queries).
 */
export interface RegionPickerProps {
  value: RegionValue;
  onChange: (next: RegionValue) => void;
  onLevelsChange: (count: number) => void;
  /** The chosen country's address format (null while unknown): the form's schema checks against it. */
  onFormatChange: (format: AddressFormat | null) => void;
  /** The format the form holds (reported again when a new address replaced it). */
  reportedFormat: AddressFormat | null;
  errors: Partial<Record<RegionField | NameField, string | undefined>>;
  postalCode: string | undefined;
  /** The browser's autofill section of the party (`section-receiver`), for the typed levels' `autocomplete`. */
  autoCompleteSection?: string;
  disabled?: boolean;
}

export interface PartyFieldsProps {
  /** Where the party sits in the form's values (`sender`, `receiver`); none when the form is the party itself. */
  prefix?: string;
  RegionPicker: ComponentType<RegionPickerProps>;
  disabled?: boolean;
}

/**
 * The fields of a person and address (contract PartyInput) inside a react-hook-form `FormProvider` whose values
 * hold `partySchema` values at `prefix`: the address book's form and the order form's sender and receiver.
 */
export function PartyFields({ prefix, RegionPicker, disabled }: PartyFieldsProps) {
  const { t } = useLingui();
  const { register, setValue, clearErrors, control, formState } = useFormContext<FieldValues>();
  const path = useCallback((field: string) => (prefix ? `${prefix}.${field}` : field), [prefix]);
  const errorOf = (field: string): string | undefined =>
    (get(formState.errors, path(field)) as { message?: string } | undefined)?.message;
  const regionValues = useWatch({ control, name: PICKER_FIELDS.map(path) }) as (string | undefined)[];
  const postalCode = (useWatch({ control, name: path('postalCode') }) as string | undefined) ?? '';
  const format = useWatch({ control, name: path('format') }) as AddressFormat | null | undefined;
  const regions = Object.fromEntries(PICKER_FIELDS.map((key, index) => [key, regionValues[index] ?? ''])) as RegionValue;
  // Browsers keep separate autofill data per `section-*` (a sender and a receiver on one page).
  const autoComplete = (token: string) => (prefix ? `section-${prefix} ${token}` : token);

  const isSubmitted = formState.isSubmitted;
  const onLevelsChange = useCallback(
    (count: number) => setValue(path('regionLevels'), count, { shouldValidate: isSubmitted }),
    [setValue, path, isSubmitted],
  );
  const onFormatChange = useCallback(
    (next: AddressFormat | null) => setValue(path('format'), next, { shouldValidate: isSubmitted }),
    [setValue, path, isSubmitted],
  );
  const onRegionsChange = (next: RegionValue) => {
    for (const key of PICKER_FIELDS) setValue(path(key), next[key], { shouldDirty: true });
    clearErrors(PICKER_FIELDS.map(path));
  };
  // Hidden where the country writes no postcode (HK, AE…); required only where its rules require one.
  const postalCodeShown = format?.postalCode !== 'none';

  const field = (name: PartyFormField, label: string, required: boolean, input: ReactElement) => (
    <FormField label={label} required={required} error={errorOf(name)}>
      {input}
    </FormField>
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('name', t`联系人`, true, <Input autoComplete={autoComplete('name')} {...register(path('name'))} />)}
        {field('companyName', t`公司名称`, false, <Input autoComplete={autoComplete('organization')} {...register(path('companyName'))} />)}
        {field('phoneNumber', t`电话`, true, <Input type="tel" autoComplete={autoComplete('tel')} {...register(path('phoneNumber'))} />)}
        {field('email', t`电子邮箱`, false, <Input type="email" autoComplete={autoComplete('email')} {...register(path('email'))} />)}
      </SimpleGrid>
      {postalCodeShown ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('postalCode', t`邮编`, format?.postalCode === 'required', <Input autoComplete={autoComplete('postal-code')} {...register(path('postalCode'))} />)}
        </SimpleGrid>
      ) : null}
      <RegionPicker
        value={regions}
        onChange={onRegionsChange}
        onLevelsChange={onLevelsChange}
        onFormatChange={onFormatChange}
        reportedFormat={format ?? null}
        errors={Object.fromEntries(PICKER_FIELDS.map((key) => [key, errorOf(key)]))}
        postalCode={postalCodeShown ? postalCode : undefined}
        autoCompleteSection={prefix ? `section-${prefix}` : undefined}
        disabled={disabled}
      />
      {field('street', t`详细地址`, true, <Input autoComplete={autoComplete('street-address')} {...register(path('street'))} />)}
    </Stack>
  );
}
