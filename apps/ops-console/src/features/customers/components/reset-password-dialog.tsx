import { Alert, Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { resetCustomerPassword, type CustomerDetail } from '@forwarder/api-client/ops';
import { FormField, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { FormDialog } from '../../../shared/layout/form-dialog';
import { invalidateCustomerReads } from '../lib/customer-types';

/**
 * Asks before resetting (the old password stops working and every session ends), then shows the temporary password
 * the server answered. It is held only in this component's state: closing the dialog forgets it, and the server
 * cannot show it again.
 */
export function ResetPasswordDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const userName = customer.userName;
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetCustomerPassword(customer.id, FORM_SEND),
    onSuccess: () => invalidateCustomerReads(queryClient),
  });
  if (reset.data) return <TemporaryPasswordDialog userName={userName} password={reset.data.temporaryPassword} onClose={onClose} />;
  return (
    <FormDialog
      title={<Trans>重置 {userName} 的密码？</Trans>}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        reset.mutate();
      }}
      submitLabel={<Trans>重置密码</Trans>}
      pending={reset.isPending}
      size="sm"
    >
      <RefusalAlert error={reset.error} />
      <Text>
        <Trans>系统会生成一个临时密码，只显示一次。原密码立即失效，客户所有已登录的会话都会退出。</Trans>
      </Text>
    </FormDialog>
  );
}

function TemporaryPasswordDialog({ userName, password, onClose }: { userName: string; password: string; onClose: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      void showToast({ type: 'error', title: t`无法复制，请选中密码手动复制` });
    }
  };
  return (
    <Dialog.Root
      open
      size="sm"
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>{userName} 的临时密码</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>
                    <Trans>这个密码只显示这一次，关闭后无法再查看。请现在复制并安全地交给客户，并提醒客户登录后修改密码。</Trans>
                  </Alert.Title>
                </Alert.Root>
                <HStack align="end" gap="2">
                  <FormField label={<Trans>临时密码</Trans>}>
                    <Input value={password} readOnly fontFamily="mono" onFocus={(event) => event.currentTarget.select()} />
                  </FormField>
                  <Button variant="outline" onClick={() => void copy()}>
                    {copied ? <Trans>已复制</Trans> : <Trans>复制</Trans>}
                  </Button>
                </HStack>
                <Text aria-live="polite" srOnly>
                  {copied ? t`临时密码已复制到剪贴板` : ''}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>
                <Trans>完成</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
