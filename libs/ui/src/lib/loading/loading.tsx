import { Spinner, Stack, VisuallyHidden, type SpinnerProps, type StackProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

// Every loading state of the apps is made here. A spinner is a bare `<span>` and a skeleton a `<div>`: neither may carry
// an `aria-label` without a role (axe `aria-prohibited-attr`, issue 27). A state that says what loads is a `status`
// named by its label; a spinner beside text that says it already is decoration, hidden from assistive technology.

export interface LoadingSpinnerProps extends Omit<SpinnerProps, 'role' | 'aria-label' | 'aria-hidden'> {
  /** What is loading ("处理中"); without it the spinner is decoration beside text that says so. */
  label?: string;
}

/** A spinner: a named `status` with `label`, hidden from assistive technology without. */
export function LoadingSpinner({ label, ...props }: LoadingSpinnerProps) {
  return label ? <Spinner role="status" aria-label={label} {...props} /> : <Spinner aria-hidden="true" {...props} />;
}

/**
 * The spinner of every loading Chakra `Button` (UiProvider gives it to all of them): while a button loads, Chakra hides
 * its label (`visibility: hidden`), which leaves the button without a name (axe `button-name`); the visually hidden
 * "处理中" names it instead. A button with `loadingText` shows that text beside the spinner, so it may pass a bare
 * `<LoadingSpinner />` as its `spinner` (the public site's SubmitButton does) to be named by the text alone.
 */
export function ButtonSpinner() {
  const { t } = useLingui();
  return (
    <>
      <LoadingSpinner size="inherit" borderWidth="0.125em" color="inherit" />
      <VisuallyHidden>{t`处理中`}</VisuallyHidden>
    </>
  );
}

export interface LoadingStatusProps extends Omit<StackProps, 'role' | 'aria-label' | 'aria-busy'> {
  /** What is loading; "正在加载" by default. */
  label?: string;
}

/** Placeholders (skeletons) standing for content on its way: a busy `status` named by `label`. */
export function LoadingStatus({ label, children, ...props }: LoadingStatusProps) {
  const { t } = useLingui();
  return (
    <Stack role="status" aria-busy="true" aria-label={label ?? t`正在加载`} {...props}>
      {children}
    </Stack>
  );
}
