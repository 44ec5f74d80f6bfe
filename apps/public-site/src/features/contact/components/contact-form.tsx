import { Alert, Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { isApiError, type ApiError } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { zodResolver } from '@forwarder/i18n/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { PostForm, SubmitButton } from '../../../shared/forms/post-form';
import {
  contactMessageSchema,
  emptyContactMessage,
  fieldErrorsOf,
  sendContactMessage,
  type ContactField,
  type ContactMessageForm,
} from '../lib/contact-message';

/**
 * Contact form (spec section 2, /site/contact-us): client validation with the contract's limits, the server's
 * `validationErrors` mapped onto the fields, the 429 rate limit (5 messages per hour) shown as its own alert, and a
 * success state with a way to write another message.
 */
export function ContactForm() {
  const { t } = useLingui();
  const form = useForm<ContactMessageForm>({
    defaultValues: emptyContactMessage,
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const errors = formState.errors;
  const mutation = useMutation({
    // The form shows its own errors (fields, rate limit): no global 'request error' toast.
    mutationFn: (values: Parameters<typeof sendContactMessage>[0]) => withoutErrorToast(() => sendContactMessage(values)),
    onError: (error) => {
      if (!isApiError(error)) return;
      for (const { field, message } of fieldErrorsOf(error)) setError(field, { type: 'server', message });
    },
  });

  if (mutation.isSuccess) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>留言已发送</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>感谢您的留言，我们会在一个工作日内通过邮件回复您。</Trans>
          </Alert.Description>
          <Button
            mt="3"
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => {
              reset(emptyContactMessage);
              mutation.reset();
            }}
          >
            <Trans>再写一条</Trans>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const apiError = isApiError(mutation.error) ? mutation.error : null;
  const field = (name: ContactField, label: string, required: boolean, input: ReactElement) => (
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
    <PostForm page={paths.contactUs} onSubmit={handleSubmit((values) => mutation.mutate(contactMessageSchema.parse(values)))}>
      <Stack gap="4">
      {apiError ? <SendError error={apiError} /> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('name', t`姓名`, true, <Input autoComplete="name" {...register('name')} />)}
        {field('email', t`电子邮箱`, true, <Input type="email" autoComplete="email" {...register('email')} />)}
        {field('phoneNumber', t`电话`, false, <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />)}
        {field('subject', t`主题`, false, <Input {...register('subject')} />)}
      </SimpleGrid>
      {field('content', t`留言内容`, true, <Textarea rows={6} {...register('content')} />)}
      <SubmitButton alignSelf="flex-start" loading={mutation.isPending}>
        <Trans>发送留言</Trans>
      </SubmitButton>
      </Stack>
    </PostForm>
  );
}

function SendError({ error }: { error: ApiError }) {
  if (error.status === 429) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>发送过于频繁</Trans>
          </Alert.Title>
          <Alert.Description>{error.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>留言未能发送</Trans>
        </Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
