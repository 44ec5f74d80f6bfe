import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField } from '@forwarder/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, type ComponentType, type ReactElement } from 'react';
import { get, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import type { PartyFormField } from './party-schema';
import { REGION_FIELDS, type RegionField, type RegionIds } from './region-fields';


/**
 * What the party fields need from a region picker (the screens pass the region cascade's RegionCascade; the
 * fields stay free of the cascade's queries).
 */
export interface RegionPickerProps {
  value: RegionIds;
  onChange: (next: RegionIds) => void;
  onLevelsChange: (count: number) => void;
  errors: Partial<Record<RegionField, string | undefined>>;
  postalCode: string;
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
  const regionValues = useWatch({ control, name: REGION_FIELDS.map(path) }) as string[];
  const postalCode = (useWatch({ control, name: path('postalCode') }) as string | undefined) ?? '';
  const regions = Object.fromEntries(REGION_FIELDS.map((key, index) => [key, regionValues[index] ?? ''])) as RegionIds;
  // Browsers keep separate autofill data per `section-*` (a sender and a receiver on one page).
  const autoComplete = (token: string) => (prefix ? `section-${prefix} ${token}` : token);

  const isSubmitted = formState.isSubmitted;
  const onLevelsChange = useCallback(
    (count: number) => setValue(path('regionLevels'), count, { shouldValidate: isSubmitted }),
    [setValue, path, isSubmitted],
  );
  const onRegionsChange = (next: RegionIds) => {
    for (const key of REGION_FIELDS) setValue(path(key), next[key], { shouldDirty: true });
    clearErrors(REGION_FIELDS.map(path));
  };

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
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('postalCode', t`邮编`, true, <Input autoComplete={autoComplete('postal-code')} {...register(path('postalCode'))} />)}
      </SimpleGrid>
      <RegionPicker
        value={regions}
        onChange={onRegionsChange}
        onLevelsChange={onLevelsChange}
        errors={Object.fromEntries(REGION_FIELDS.map((key) => [key, errorOf(key)]))}
        postalCode={postalCode}
        disabled={disabled}
      />
      {field('street', t`详细地址`, true, <Input autoComplete={autoComplete('street-address')} {...register(path('street'))} />)}
    </Stack>
  );
}
