import { Button, HStack, Stack } from '@chakra-ui/react';
import type { Address } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { showServerErrorsOnForm } from '@forwarder/form-errors';
import { zodResolver } from '@forwarder/i18n/zod';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PartyFields, type RegionPickerProps } from '../../party/party-fields';
import type { PartyFormValues } from '../../party/party-schema';
import { emptyParty, PARTY_FIELDS, partyFromAddress } from '../../party/party-values';
import { addressSchema, saveAddress } from '../api/save-address';

export interface AddressFormProps {
  /** The entry being edited, or null to create one. */
  address: Address | null;
  RegionPicker: ComponentType<RegionPickerProps>;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** Create/edit form of an address-book entry (contract PartyInput), with the server's field errors mapped. */
export function AddressForm({ address, RegionPicker, onSaved, onCancel }: AddressFormProps) {
  const form = useForm<PartyFormValues>({
    defaultValues: address ? partyFromAddress(address) : emptyParty,
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
  });

  const mutation = useMutation({
    mutationFn: (values: PartyFormValues) =>
      withoutErrorToast(() => saveAddress(address?.id ?? null, addressSchema.parse(values))),
    onSuccess: onSaved,
    onError: (error) => void showServerErrorsOnForm(error, PARTY_FIELDS, form.setError),
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack gap="4">
          <PartyFields RegionPicker={RegionPicker} disabled={mutation.isPending} />
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
    </FormProvider>
  );
}
