import { Alert, Box, Button, chakra, Field, HStack, Image, Input, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { PostForm, SubmitButton } from '../../../shared/forms/post-form';
import { LOGIN_FIELDS, loginFailureOf, signIn, type LoginField, type LoginFormValues } from '../api/sign-in';
import type { checkLogin as CheckLogin } from '../api/login-check';
import { useCaptcha } from '../hooks/use-captcha';

type FieldErrors = Partial<Record<LoginField, string>>;

// The rules of the fields (zod) are a chunk of their own, asked for when the visitor first focuses the form or sends
// it: a visitor who reads the page never downloads them, one who types has them long before pressing Enter (issue 28).
let checkModule: Promise<{ checkLogin: typeof CheckLogin }> | null = null;
const loadCheck = () => (checkModule ??= import('../api/login-check'));

/**
 * Username, password and captcha (spec section 1). Enter submits (a real form, which posts and waits for the page's
 * scripts: the password never goes into a URL, shared/forms/post-form.tsx); client errors
 * focus the first invalid field, and once shown follow what is typed; server errors land on the field the server names
 * (`validationErrors[].members`) or in an alert for the whole form. Every failed attempt fetches
 * a new captcha, since the server consumes it whatever the outcome. On success the session is
 * stored and the page (which watches the session) takes the user on. `defaultUsername` fills in the
 * user name (the account whose password was just reset). The inputs are uncontrolled: what a visitor typed before
 * the page hydrated stays, and is what is sent.
 */
export function LoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const { t } = useLingui();
  const captcha = useCaptcha();
  const form = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const input = (name: LoginField) => form.current?.elements.namedItem(name) as HTMLInputElement | null;
  const valuesOf = (): LoginFormValues => {
    const data = new FormData(form.current ?? undefined);
    const value = (name: LoginField) => String(data.get(name) ?? '');
    return { username: value('username'), password: value('password'), captchaCode: value('captchaCode') };
  };
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = LOGIN_FIELDS.find((name) => next[name]);
    if (first) input(first)?.focus();
  };

  const submit = async () => {
    const checked = (await loadCheck()).checkLogin(valuesOf());
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    if (!captcha.captcha || captcha.status !== 'ready') {
      setFormError(t`验证码加载失败`);
      captcha.refresh();
      return;
    }
    setSubmitting(true);
    try {
      await signIn(checked.values, captcha.captcha.captchaId);
    } catch (error) {
      captcha.refresh();
      const code = input('captchaCode');
      if (code) code.value = '';
      const failure = loginFailureOf(error);
      showErrors(Object.fromEntries(failure.fields.map(({ name, message }) => [name, message])));
      if (failure.form) {
        setFormError(failure.form);
        input('captchaCode')?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  // Every attempt starts without the last one's failure, also one the client-side check stops before sending (an
  // emptied form sent again must show what is missing, not the previous server answer).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!isSubmitting) void submit();
  };

  // A field that shows a message is checked again as it changes, so the message goes once the value is right.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as LoginField;
    if (!errors[name]) return;
    void loadCheck().then(({ checkLogin }) => {
      const checked = checkLogin(valuesOf());
      setErrors((previous) => ({ ...previous, [name]: checked.ok ? undefined : checked.errors[name] }));
    });
  };

  return (
    <PostForm
      ref={form}
      page={paths.login}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void loadCheck()}
      aria-describedby={formError ? 'login-form-error' : undefined}
    >
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
          <Input name="username" defaultValue={defaultUsername} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          <Field.ErrorText>{errors.username}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.password} required>
          <Field.Label>
            <Trans>密码</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="password" type="password" autoComplete="current-password" />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.captchaCode} required>
          <Field.Label>
            <Trans>验证码</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack gap="3" align="center" w="full">
            <Input name="captchaCode" autoComplete="off" autoCapitalize="characters" spellCheck={false} flex="1" />
            <CaptchaImage captcha={captcha} />
          </HStack>
          <Field.ErrorText>{errors.captchaCode}</Field.ErrorText>
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
