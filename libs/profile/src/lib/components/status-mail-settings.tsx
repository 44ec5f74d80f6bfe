import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { userQueries, type Profile, type StatusMailSetting } from '@forwarder/api-client';
import { RadioChoices, showToast } from '@forwarder/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { saveMailSettings, STATUS_MAIL_CHOICES } from '../api/account-settings';

const CHOICES: Record<StatusMailSetting, { label: MessageDescriptor; sentence: MessageDescriptor }> = {
  off: { label: msg`不发邮件`, sentence: msg`运单状态变化时不发邮件，您可以随时在“我的运单”中查看。` },
  milestones: {
    label: msg`主要节点（推荐）`,
    sentence: msg`仓库收货、清关、派送中、已签收、异常、取消时发邮件；“运输中”不发，以免批量扫描带来太多邮件。`,
  },
  all: { label: msg`全部状态`, sentence: msg`每一次主要状态变化都发邮件，包括“运输中”（转运扫描多时邮件也多）。` },
};

/**
 * Which status changes of the customer's orders are mailed (issue 12). A choice is saved with the button, not on each
 * arrow key through the radios; the answer (the profile) replaces the cached one. A failure toasts (the
 * choice stays selected, to save again). Mails go to the profile's
 * e-mail address, which the section says, or that there is none yet.
 */
export function StatusMailSettings({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<StatusMailSetting>(profile.statusMail);
  const save = useMutation({
    mutationFn: saveMailSettings,
    onSuccess: (updated) => {
      queryClient.setQueryData(userQueries.myProfile().queryKey, updated);
      void showToast({ type: 'success', title: t`邮件通知设置已保存` });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice);
  };
  const email = profile.email;
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        {email ? (
          <Text color="fg.muted">
            <Trans>通知邮件发送到资料中的电子邮箱 {email}。</Trans>
          </Text>
        ) : (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>资料中还没有电子邮箱：在上方填写并保存后才能收到通知邮件。</Trans>
            </Alert.Title>
          </Alert.Root>
        )}
        <RadioChoices
          legend={<Trans>运单状态变化时</Trans>}
          choices={STATUS_MAIL_CHOICES.map((value) => ({ value, label: i18n._(CHOICES[value].label), description: i18n._(CHOICES[value].sentence) }))}
          value={choice}
          onChange={setChoice}
        />
        <Button type="submit" alignSelf="flex-start" loading={save.isPending}>
          <Trans>保存邮件通知设置</Trans>
        </Button>
      </Stack>
    </form>
  );
}
