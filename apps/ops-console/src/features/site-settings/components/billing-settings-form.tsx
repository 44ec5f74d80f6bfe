import { Button, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { CurrencyCode, opsOperationKey, opsQueries, updateBillingSettings, type BillingSettings } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { CardSection, FormField, RetryAlert, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { BILLING_SETTINGS_FIELDS, billingSettingsSchema } from '../api/billing-settings-schema';

// The forwarder's details printed on statements and invoices (issue 29; admins only, as the site settings): beside
// the site settings' trading name, company name and service mail; and the site's currency, which customers without
// an account of their own are billed in. A lazy chunk of the site settings page.

export function BillingSettingsSection() {
  const settings = useQuery(opsQueries.billingSettings());
  if (settings.isError) return <RetryAlert title={<Trans>账单信息加载失败</Trans>} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton height="48" aria-busy="true" />;
  return <BillingSettingsForm settings={settings.data} />;
}

function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<BillingSettings>({ resolver: zodResolver(billingSettingsSchema), defaultValues: settings });
  const save = useFormMutation(form, BILLING_SETTINGS_FIELDS, (values: BillingSettings) => updateBillingSettings(values, FORM_SEND), (saved) => {
    queryClient.setQueryData(opsQueries.billingSettings().queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: opsOperationKey('getAuditLog') });
    form.reset(saved);
    void showToast({ type: 'success', title: t`账单信息已保存` });
  });
  const errors = form.formState.errors;
  const field = (name: keyof BillingSettings, label: ReactNode, control: (props: UseFormRegisterReturn) => ReactNode) => (
    <FormField label={label} error={errors[name]?.message}>
      {control(form.register(name))}
    </FormField>
  );
  const line = (max: number) =>
    function LineInput(props: UseFormRegisterReturn) {
      return <Input {...props} maxLength={max} autoComplete="off" />;
    };
  const lines = (max: number) =>
    function LinesInput(props: UseFormRegisterReturn) {
      return <Textarea {...props} maxLength={max} rows={2} />;
    };
  return (
    <form noValidate aria-label={t`账单与对账单上的公司信息`} onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <CardSection title={<Trans>账单与对账单上的公司信息</Trans>}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            <Trans>与上方的网站名称、公司名称和客服邮箱一起印在对账单和账单上；留空的项不印。</Trans>
          </Text>
          <RefusalAlert error={save.error} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('companyNameEn', <Trans>公司英文名称</Trans>, line(200))}
            {field('phone', <Trans>电话</Trans>, line(50))}
            {field('addressZh', <Trans>中文地址</Trans>, lines(300))}
            {field('addressEn', <Trans>英文地址</Trans>, lines(300))}
            {field('taxNumber', <Trans>统一社会信用代码（税号）</Trans>, line(50))}
            {field('bankName', <Trans>开户银行</Trans>, line(200))}
            {field('bankAccount', <Trans>银行账号</Trans>, line(100))}
            <FormField
              label={<Trans>网站币种</Trans>}
              helper={<Trans>没有单独设置结算方式的客户按此币种记账；已有账目的客户保留原币种</Trans>}
              error={errors.siteCurrency?.message}
            >
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('siteCurrency')}>
                  {Object.values(CurrencyCode).map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <HStack justify="flex-end" gap="3">
            <Button variant="outline" disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset(settings)}>
              <Trans>撤销修改</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>保存账单信息</Trans>
            </Button>
          </HStack>
        </Stack>
      </CardSection>
    </form>
  );
}
