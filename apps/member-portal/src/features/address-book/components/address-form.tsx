import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { isApiError, serverFieldErrors, type Address } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { zodResolver } from '@forwarder/i18n';
import { showRequestErrorToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useCallback, type ComponentType, type ReactElement } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  ADDRESS_FIELDS,
  addressSchema,
  addressToForm,
  emptyAddress,
  saveAddress,
  type AddressFormField,
  type AddressFormValues,
} from '../api/save-address';

type RegionKey = 'regionLv0Id' | 'regionLv1Id' | 'regionLv2Id' | 'regionLv3Id';
const REGION_KEYS: readonly RegionKey[] = ['regionLv0Id', 'regionLv1Id', 'regionLv2Id', 'regionLv3Id'];

/**
 * What the form needs from a region picker (the app passes features/region-cascade's RegionCascade: features do not
 * import each other, the route composes them).
 */
export interface RegionPickerProps {
  value: Record<RegionKey, string>;
  onChange: (next: Record<RegionKey, string>) => void;
  onLevelsChange: (count: number) => void;
  errors: Partial<Record<RegionKey, string | undefined>>;
  postalCode: string;
  disabled?: boolean;
}

export interface AddressFormProps {
  /** The entry being edited, or null to create one. */
  address: Address | null;
  RegionPicker: ComponentType<RegionPickerProps>;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** Create/edit form of an address-book entry (contract PartyInput), with the server's field errors mapped. */
export function AddressForm({ address, RegionPicker, onSaved, onCancel }: AddressFormProps) {
  const { t } = useLingui();
  const { register, handleSubmit, setError, setValue, clearErrors, control, formState } = useForm<AddressFormValues>({
    defaultValues: address ? addressToForm(address) : emptyAddress,
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const regionValues = useWatch({ control, name: REGION_KEYS as unknown as RegionKey[] });
  const postalCode = useWatch({ control, name: 'postalCode' });
  const regions = Object.fromEntries(REGION_KEYS.map((key, index) => [key, regionValues[index] ?? ''])) as Record<RegionKey, string>;

  const mutation = useMutation({
    mutationFn: (values: AddressFormValues) =>
      withoutErrorToast(() => saveAddress(address?.id ?? null, addressSchema.parse(values))),
    onSuccess: onSaved,
    onError: (error) => {
      if (!isApiError(error)) return;
      const fieldErrors = serverFieldErrors(error, ADDRESS_FIELDS);
      for (const { field, message } of fieldErrors) setError(field, { type: 'server', message }, { shouldFocus: true });
      if (fieldErrors.length === 0) showRequestErrorToast(error);
    },
  });

  const onLevelsChange = useCallback(
    (count: number) => setValue('regionLevels', count, { shouldValidate: formState.isSubmitted }),
    [setValue, formState.isSubmitted],
  );
  const onRegionsChange = (next: Record<RegionKey, string>) => {
    for (const key of REGION_KEYS) setValue(key, next[key], { shouldDirty: true });
    clearErrors([...REGION_KEYS]);
  };

  const field = (name: AddressFormField, label: string, required: boolean, input: ReactElement) => (
    <Field.Root invalid={Boolean(errors[name])} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {input}
      {errors[name]?.message ? <Field.ErrorText>{errors[name]?.message}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('name', t`联系人`, true, <Input autoComplete="name" {...register('name')} />)}
          {field('companyName', t`公司名称`, false, <Input autoComplete="organization" {...register('companyName')} />)}
          {field('phoneNumber', t`电话`, true, <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />)}
          {field('email', t`电子邮箱`, false, <Input type="email" autoComplete="email" {...register('email')} />)}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('postalCode', t`邮编`, true, <Input autoComplete="postal-code" {...register('postalCode')} />)}
        </SimpleGrid>
        <RegionPicker
          value={regions}
          onChange={onRegionsChange}
          onLevelsChange={onLevelsChange}
          errors={Object.fromEntries(REGION_KEYS.map((key) => [key, errors[key]?.message]))}
          postalCode={postalCode}
          disabled={mutation.isPending}
        />
        {field('street', t`详细地址`, true, <Input autoComplete="street-address" {...register('street')} />)}
        <HStack gap="3">
          <Button type="submit" loading={mutation.isPending}>
            <Trans>保存地址</Trans>
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={mutation.isPending}>
            <Trans>取消</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
