import { Button, chakra, type ButtonProps, type HTMLChakraProps } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import { LoadingSpinner } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { useHydrated } from './use-hydrated';

// The public site's pages come rendered by the server, and their scripts arrive after the first paint (boot.js): on a
// slow phone a visitor fills a form well before it works. A form without a method would then be sent by the browser
// itself as GET, every field in the URL: a password in the history and in the server's request log (issue 25). So a
// form that carries a secret or personal data posts to its own page, and its submit button is disabled until the
// page is hydrated: by the HTML rules a disabled default button also stops Enter from sending the form. A browser that
// sends it anyway is answered 303 back to the page (the api-server's form-post-fallback.ts; docs/decisions.md).

/** A form that, were it ever sent by the browser itself, would post to `page` (unprefixed; the language is added). */
export function PostForm({
  page,
  ...props
}: { page: string; ref?: Ref<HTMLFormElement> } & Omit<HTMLChakraProps<'form'>, 'method' | 'action'>) {
  const to = useLocalePath();
  return <chakra.form method="post" action={to(page)} noValidate {...props} />;
}

/** The form's submit button: "loading" and disabled until the page is hydrated, then as given. */
export function SubmitButton({ loading, loadingText, ...props }: Omit<ButtonProps, 'type'>) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const text = hydrated ? loadingText : t`加载中…`;
  return (
    <>
      {/* With a loading text the spinner is decoration: the text names the button (not the default "处理中" too). */}
      <Button
        type="submit"
        {...props}
        loading={!hydrated || loading}
        loadingText={text}
        spinner={text ? <LoadingSpinner size="inherit" borderWidth="0.125em" color="inherit" /> : undefined}
      />
      {hydrated ? null : (
        <noscript>
          <chakra.p color="fg.error" textStyle="sm">
            <Trans>请在浏览器中启用 JavaScript 后再提交。</Trans>
          </chakra.p>
        </noscript>
      )}
    </>
  );
}
