import { Input } from '@chakra-ui/react';
import { createRouting, type OpsRoutingDetail } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { CREATE_PRODUCT_FIELDS, createProductSchema, emptyProduct, toCreateRoutingInput, type CreateProductOutput, type CreateProductValues } from '../api/product-schemas';
import { ProductFields } from './product-fields';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** A new product (admins only; a lazy chunk with its form). It has no rate sheet yet: the product's page edits it. */
export function CreateProductDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (product: OpsRoutingDetail) => void }) {
  const form = useForm<CreateProductValues, unknown, CreateProductOutput>({
    resolver: zodResolver(createProductSchema),
    defaultValues: emptyProduct,
  });
  const create = useFormMutation(form, CREATE_PRODUCT_FIELDS, (values: CreateProductOutput) => createRouting(toCreateRoutingInput(values), FORM_SEND), onCreated);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={<Trans>新建运输产品</Trans>}
      onClose={onClose}
      form={form}
      mutation={create}
      submitLabel={<Trans>创建</Trans>}
      size="xl"
    >
      <RefusalAlert error={create.error} />
      <FormField label={<Trans>产品代码</Trans>} required helper={<Trans>大写字母、数字和 -，创建后不能修改</Trans>} error={errors.code?.message}>
        <Input {...form.register('code')} maxLength={32} autoComplete="off" />
      </FormField>
      <FormProvider {...form}>
        <ProductFields />
      </FormProvider>
    </FormDialog>
  );
}
