import { Alert, Box, Button, chakra, Field, HStack, Image, Input, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@forwarder/i18n';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { PostForm, SubmitButton } from '../../../shared/forms/post-form';
import { loginFailureOf, loginSchema, signIn, type LoginFormValues } from '../api/sign-in';
import { useCaptcha } from '../hooks/use-captcha';

const EMPTY: LoginFormValues = { username: '', password: '', captchaCode: '' };

/**
 * Username, password and captcha (spec section 1). Enter submits (a real form, which posts and waits for the page's
 * scripts: the password never goes into a URL, shared/forms/post-form.tsx); client errors
 * focus the first invalid field; server errors land on the field the server names
 * (`validationErrors[].members`) or in an alert for the whole form. Every failed attempt fetches
 * a new captcha, since the server consumes it whatever the outcome. On success the session is
 * stored and the page (which watches the session) takes the user on. `defaultUsername` fills in the
 * user name (the account whose password was just reset).
 */
export function LoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const { t } = useLingui();
  const captcha = useCaptcha();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { ...EMPTY, username: defaultUsername },
    shouldFocusError: true,
  });

  const submit = handleSubmit(async (values) => {
    if (!captcha.captcha || captcha.status !== 'ready') {
      setFormError(t`验证码加载失败`);
      captcha.refresh();
      return;
    }
    try {
      await signIn(values, captcha.captcha.captchaId);
    } catch (error) {
      captcha.refresh();
      resetField('captchaCode');
      const failure = loginFailureOf(error);
      failure.fields.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (failure.form) {
        setFormError(failure.form);
        setFocus('captchaCode');
      }
    }
  });

  // Every attempt starts without the last one's failure, also one the client-side check stops before sending (an
  // emptied form sent again must show what is missing, not the previous server answer).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    return submit(event);
  };

  return (
    <PostForm page={paths.login} onSubmit={onSubmit} aria-describedby={formError ? 'login-form-error' : undefined}>
      <Stack gap="5">
        {formError ? (
          <Alert.Root status="error" id="login-form-error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>登录失败</Trans>
              </Alert.Title>
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        <Field.Root invalid={!!errors.username} required>
          <Field.Label>
            <Trans>用户名</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.password} required>
          <Field.Label>
            <Trans>密码</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('password')} type="password" autoComplete="current-password" />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.captchaCode} required>
          <Field.Label>
            <Trans>验证码</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack gap="3" align="center" w="full">
            <Input {...register('captchaCode')} autoComplete="off" autoCapitalize="characters" spellCheck={false} flex="1" />
            <CaptchaImage captcha={captcha} />
          </HStack>
          <Field.ErrorText>{errors.captchaCode?.message}</Field.ErrorText>
        </Field.Root>

        <SubmitButton size="lg" w="full" loading={isSubmitting} loadingText={t`登录中…`}>
          <Trans>登录</Trans>
        </SubmitButton>
      </Stack>
    </PostForm>
  );
}

/** The captcha picture as a button (click for a new one), plus a text button for the same. */
function CaptchaImage({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useLingui();
  const label = t`看不清？换一张验证码`;
  return (
    <HStack gap="2" flexShrink={0}>
      <chakra.button
        type="button"
        onClick={captcha.refresh}
        aria-label={label}
        title={label}
        w="120px"
        h="40px"
        rounded="md"
        borderWidth="1px"
        borderColor="border"
        overflow="hidden"
        cursor="pointer"
        bg="bg.subtle"
        focusVisibleRing="outside"
      >
        {captcha.captcha ? (
          <Image src={captcha.captcha.image} alt={t`验证码图片`} w="full" h="full" opacity={captcha.status === 'loading' ? 0.5 : 1} />
        ) : captcha.status === 'error' ? (
          <Box fontSize="xs" color="fg.error" px="1">
            <Trans>验证码加载失败</Trans>
          </Box>
        ) : (
          <Skeleton w="full" h="full" />
        )}
      </chakra.button>
      <Button type="button" variant="ghost" size="sm" onClick={captcha.refresh}>
        <Trans>换一张</Trans>
      </Button>
    </HStack>
  );
}
