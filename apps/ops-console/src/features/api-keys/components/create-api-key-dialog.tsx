import { Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { createApiKey, type CreatedApiKey } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, NativeCheckbox } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { CREATE_API_KEY_FIELDS, createApiKeySchema, EMPTY_API_KEY, toCreateApiKeyInput, type CreateApiKeyValues } from '../api/api-key-schemas';
import { SCOPE_SENTENCES, SCOPES } from '../lib/api-key-scopes';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** Creates a key (a lazy chunk with its form); the answer, with the secret, goes to `onCreated` to be shown once. */
export function CreateApiKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (created: CreatedApiKey) => void }) {
  const { i18n } = useLingui();
  const form = useForm<CreateApiKeyValues>({ resolver: zodResolver(createApiKeySchema), defaultValues: EMPTY_API_KEY });
  const create = useFormMutation(form, CREATE_API_KEY_FIELDS, (values: CreateApiKeyValues) => createApiKey(toCreateApiKeyInput(values), FORM_SEND), onCreated);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={<Trans>新建 API 密钥</Trans>}
      onClose={onClose}
      form={form}
      mutation={create}
      submitLabel={<Trans>创建</Trans>}
      size="md"
    >
      <RefusalAlert error={create.error} />
      <FormField label={<Trans>名称</Trans>} required helper={<Trans>使用这个密钥的系统，例如承运商或仓库的名称</Trans>} error={errors.name?.message}>
        <Input {...form.register('name')} maxLength={64} autoComplete="off" />
      </FormField>
      <Fieldset.Root invalid={Boolean(errors.scopes)}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          <Trans>权限</Trans>
        </Fieldset.Legend>
        <Fieldset.Content>
          <Stack gap="3">
            {SCOPES.map((scope) => (
              <HStack as="label" key={scope} gap="2" align="flex-start">
                <NativeCheckbox value={scope} {...form.register('scopes')} />
                <Stack gap="0">
                  <Text fontFamily="mono" fontSize="sm">
                    {scope}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {i18n._(SCOPE_SENTENCES[scope])}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Fieldset.Content>
        {errors.scopes?.message ? <Fieldset.ErrorText>{errors.scopes.message}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    </FormDialog>
  );
}
