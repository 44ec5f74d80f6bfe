import { Alert, Button, HStack, Input, Text } from '@chakra-ui/react';
import { DialogShell, FormField, showToast } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

export interface SecretOnceDialogProps {
  title: ReactNode;
  /** Why it is shown once and what to do with it now. */
  warning: ReactNode;
  /** The field's label ("临时密码", "API 密钥"). */
  label: ReactNode;
  secret: string;
  /** Announced to screen readers once copied. */
  copiedText: string;
  /** The toast when the clipboard refuses. */
  copyFailedText: string;
  onClose: () => void;
  /** More below the secret (how to use it). */
  children?: ReactNode;
}

/**
 * A secret the server answered once (a temporary password, an API key): a warning that it cannot be shown again,
 * the secret in a read-only field that selects itself, and a copy button. It is held only in the caller's state:
 * closing the dialog forgets it.
 */
export function SecretOnceDialog({ title, warning, label, secret, copiedText, copyFailedText, onClose, children }: SecretOnceDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      void showToast({ type: 'error', title: copyFailedText });
    }
  };
  return (
    <DialogShell
      role="alertdialog"
      size="sm"
      closeButton
      title={title}
      onClose={onClose}
      footer={
        <Button onClick={onClose}>
          <Trans>完成</Trans>
        </Button>
      }
    >
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{warning}</Alert.Title>
      </Alert.Root>
      <HStack align="end" gap="2">
        <FormField label={label}>
          <Input value={secret} readOnly fontFamily="mono" onFocus={(event) => event.currentTarget.select()} />
        </FormField>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
        </Button>
      </HStack>
      <Text aria-live="polite" srOnly>
        {copied ? copiedText : ''}
      </Text>
      {children}
    </DialogShell>
  );
}
