import { Alert, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import { zodResolver } from '@forwarder/i18n/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PostForm, SubmitButton } from '../../../shared/forms/post-form';
import { failureOf, forgotPasswordSchema, sendResetLink, type ForgotPasswordValues } from '../api/password-reset';
import { FormAlert } from './form-alert';

const FIELDS = ['userNameOrEmail'] as const;

/**
 * Asks for a reset link by user name or e-mail. Whatever the server found, the answer is the same neutral
 * confirmation (it never says whether an account exists); a refusal (400) or the hourly limit (429) is shown with
 * the server's localised message, and what was typed stays.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const to = useLocalePath();
  const [formError, setFormError] = useState<string | null>(null);
  const [validMinutes, setValidMinutes] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { userNameOrEmail: '' }, shouldFocusError: true });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await sendResetLink(values);
      setValidMinutes(answer.linkValidMinutes);
    } catch (error) {
      const failure = failureOf(error, FIELDS);
      failure.fields.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      setFormError(failure.form);
    }
  });

  if (validMinutes !== null) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>请查收邮件</Trans>
          </Alert.Title>
          <Alert.Description>
            <Stack gap="3">
              <span>
                <Trans>
                  如果有账号与您填写的用户名或邮箱匹配，我们已向该账号的电子邮箱发送了一个重置密码的链接，{validMinutes} 分钟内有效，只能使用一次。没有收到？请看看垃圾邮件箱，或稍后再试。
                </Trans>
              </span>
              <Link asChild color="brand.fg" alignSelf="flex-start">
                <RouterLink to={to(paths.login)}>
                  <Trans>返回登录</Trans>
                </RouterLink>
              </Link>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <PostForm page={paths.forgotPassword} onSubmit={onSubmit} aria-describedby={formError ? 'forgot-form-error' : undefined}>
      <Stack gap="5">
        <FormAlert id="forgot-form-error" title={<Trans>没有发送</Trans>} message={formError} />
        <Field.Root invalid={!!errors.userNameOrEmail} required>
          <Field.Label>
            <Trans>用户名或电子邮箱</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('userNameOrEmail')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <Field.HelperText>
            <Trans>链接会发到账号资料里的电子邮箱。</Trans>
          </Field.HelperText>
          <Field.ErrorText>{errors.userNameOrEmail?.message}</Field.ErrorText>
        </Field.Root>
        <SubmitButton size="lg" w="full" loading={isSubmitting} loadingText={t`发送中…`}>
          <Trans>发送重置链接</Trans>
        </SubmitButton>
        <Link asChild color="brand.fg" alignSelf="center">
          <RouterLink to={to(paths.login)}>
            <Trans>返回登录</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </PostForm>
  );
}
