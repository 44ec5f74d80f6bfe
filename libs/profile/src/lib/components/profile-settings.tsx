import { Button, Card, DataList, Heading, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { UserType, userQueries, type Profile } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { showServerErrorsOnForm } from '@forwarder/form-errors';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormField, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import {
  emptyPasswordForm,
  invalidateProfile,
  PASSWORD_FIELDS,
  passwordSchema,
  PROFILE_FIELDS,
  profileSchema,
  profileToForm,
  savePassword,
  saveProfile,
  type PasswordFormValues,
  type ProfileFormValues,
} from '../api/account-settings';
import { StatusMailSettings } from './status-mail-settings';

/**
 * Personal settings (spec /user/profile, and /merchant/profile for merchants, issue 27): the profile, the status mails
 * and the password, independent forms. The same for both customer types: the contract's profile calls serve the
 * caller whatever its type; a merchant's profile also carries its merchant id, shown beside the user name.
 */
export function ProfileSettings() {
  const profile = useQuery(userQueries.myProfile());
  return (
    <Stack gap="6">
      <Card.Root as="section" aria-labelledby="profile-heading">
        <Card.Header>
          <Heading as="h2" size="lg" id="profile-heading">
            <Trans>基本资料</Trans>
          </Heading>
        </Card.Header>
        <Card.Body>
          {profile.data ? (
            // Re-mounted when the saved profile changes, so the form shows what the server stored.
            <ProfileForm key={JSON.stringify(profileToForm(profile.data))} profile={profile.data} />
          ) : (
            <Stack gap="3" aria-busy="true">
              <Skeleton height="10" />
              <Skeleton height="10" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="status-mail-heading">
        <Card.Header>
          <Heading as="h2" size="lg" id="status-mail-heading">
            <Trans>邮件通知</Trans>
          </Heading>
        </Card.Header>
        <Card.Body>
          {profile.data ? (
            <StatusMailSettings profile={profile.data} />
          ) : (
            <Skeleton height="24" aria-busy="true" />
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="password-heading">
        <Card.Header>
          <Heading as="h2" size="lg" id="password-heading">
            <Trans>修改密码</Trans>
          </Heading>
        </Card.Header>
        <Card.Body>
          <PasswordForm />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function fieldOf<V extends FieldValues>(errors: FieldErrors<V>) {
  return function renderField(name: Path<V>, label: string, required: boolean, input: ReactElement, helper?: ReactElement) {
    const message = errors[name]?.message;
    return (
      <FormField label={label} required={required} helper={helper} error={typeof message === 'string' && message ? message : undefined}>
        {input}
      </FormField>
    );
  };
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<ProfileFormValues>({
    defaultValues: profileToForm(profile),
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
  });
  const mutation = useMutation({
    mutationFn: (values: ProfileFormValues) => withoutErrorToast(() => saveProfile(profileSchema.parse(values))),
    onSuccess: async () => {
      void showToast({ type: 'success', title: t`资料已保存` });
      await invalidateProfile(queryClient);
    },
    onError: (error) => showServerErrorsOnForm(error, PROFILE_FIELDS, setError),
  });
  const field = fieldOf(formState.errors);

  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>用户名</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{profile.userName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>账户类型</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{profile.userType === UserType.Merchant ? <Trans>商家</Trans> : <Trans>会员</Trans>}</DataList.ItemValue>
        </DataList.Item>
        {profile.merchantId ? (
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>商家编号</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{profile.merchantId}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('name', t`姓名`, true, <Input autoComplete="name" {...register('name')} />)}
            {field('companyName', t`公司名称`, false, <Input autoComplete="organization" {...register('companyName')} />)}
            {field('email', t`电子邮箱`, false, <Input type="email" autoComplete="email" {...register('email')} />)}
            {field('phoneNumber', t`电话`, false, <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />)}
          </SimpleGrid>
          <Button type="submit" alignSelf="flex-start" loading={mutation.isPending}>
            <Trans>保存资料</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function PasswordForm() {
  const { t } = useLingui();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordFormValues>({
    defaultValues: emptyPasswordForm,
    resolver: zodResolver(passwordSchema),
    mode: 'onTouched',
  });
  const mutation = useMutation({
    mutationFn: (values: PasswordFormValues) => withoutErrorToast(() => savePassword(passwordSchema.parse(values))),
    onSuccess: () => {
      reset(emptyPasswordForm);
      void showToast({
        type: 'success',
        title: t`密码已修改`,
        description: t`其他设备上的登录已失效，当前登录保持有效。`,
      });
    },
    onError: (error) => showServerErrorsOnForm(error, PASSWORD_FIELDS, setError),
  });
  const field = fieldOf(formState.errors);
  const rule = <Trans>8–64 个字符，至少包含一个字母和一个数字，且不能与当前密码相同。</Trans>;

  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="4" maxW="md">
        {field(
          'currentPassword',
          t`当前密码`,
          true,
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />,
        )}
        {field('newPassword', t`新密码`, true, <Input type="password" autoComplete="new-password" {...register('newPassword')} />, rule)}
        {field(
          'confirmPassword',
          t`确认新密码`,
          true,
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />,
        )}
        {mutation.isSuccess ? (
          <Text role="status" color="fg.success" fontSize="sm">
            <Trans>密码已修改。</Trans>
          </Text>
        ) : null}
        <Button type="submit" alignSelf="flex-start" loading={mutation.isPending}>
          <Trans>修改密码</Trans>
        </Button>
      </Stack>
    </form>
  );
}
