import { Alert, Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import { zodResolver } from '@forwarder/i18n/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { loginWithUserName, paths } from '../../../config/paths';
import { PostForm, SubmitButton } from '../../../shared/forms/post-form';
import { failureOf, isInvalidLink, newPasswordSchema, setNewPassword, type NewPasswordField, type NewPasswordValues } from '../api/password-reset';
import { FormAlert } from './form-alert';

const FIELDS: readonly NewPasswordField[] = ['newPassword', 'confirmPassword'];
const EMPTY: NewPasswordValues = { newPassword: '', confirmPassword: '' };

/**
 * Sets a new password with the token of a reset link (`/reset-password?token=…`). The rule is the member portal's
 * (one function, libs/auth). Done: every session of the account has ended, so the page sends the user to sign in,
 * with the user name filled in. A link the server refuses (unknown, used, expired) turns into a clear message with
 * the way to ask for a new one; a missing token is that from the start.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(token === '');
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: EMPTY, shouldFocusError: true, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { userName } = await setNewPassword(token, values);
      setDoneFor(userName);
    } catch (error) {
      if (isInvalidLink(error)) {
        setInvalid(true);
        return;
      }
      const failure = failureOf(error, FIELDS);
      failure.fields.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      setFormError(failure.form);
    }
  });

  if (doneFor !== null) return <PasswordChanged userName={doneFor} />;
  if (invalid) return <InvalidLink />;
  return (
    <PostForm page={paths.resetPassword} onSubmit={onSubmit} aria-describedby={formError ? 'reset-form-error' : undefined}>
      <Stack gap="5">
        <FormAlert id="reset-form-error" title={<Trans>密码没有修改</Trans>} message={formError} />
        <Field.Root invalid={!!errors.newPassword} required>
          <Field.Label>
            <Trans>新密码</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('newPassword')} type="password" autoComplete="new-password" />
          <Field.HelperText>
            <Trans>8–64 个字符，至少包含一个字母和一个数字。</Trans>
          </Field.HelperText>
          <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.confirmPassword} required>
          <Field.Label>
            <Trans>确认新密码</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('confirmPassword')} type="password" autoComplete="new-password" />
          <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
        </Field.Root>
        <SubmitButton size="lg" w="full" loading={isSubmitting} loadingText={t`保存中…`}>
          <Trans>设置新密码</Trans>
        </SubmitButton>
      </Stack>
    </PostForm>
  );
}

function PasswordChanged({ userName }: { userName: string }) {
  const to = useLocalePath();
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>密码已重置</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="3">
            <span>
              <Trans>账号 {userName} 的新密码已生效，所有设备上的登录都已退出。请用新密码登录。</Trans>
            </span>
            <Button asChild alignSelf="flex-start">
              <RouterLink to={to(loginWithUserName(userName))}>
                <Trans>去登录</Trans>
              </RouterLink>
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function InvalidLink() {
  const to = useLocalePath();
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>链接无效或已过期</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="3">
            <span>
              <Trans>重置链接只能使用一次，并且在发出后 30 分钟内有效。请重新获取一个链接。</Trans>
            </span>
            <Link asChild color="brand.fg" alignSelf="flex-start">
              <RouterLink to={to(paths.forgotPassword)}>
                <Trans>重新获取重置链接</Trans>
              </RouterLink>
            </Link>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
