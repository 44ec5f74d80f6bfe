import { Button, Fieldset, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { opsOperationKey, opsQueries, updateSiteSettings, type SiteSettings } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { CardSection, FormField, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { FORM_SEND, RefusalAlert, showFieldErrors } from '../../../shared/form/server-errors';
import { ImageField } from '../../../shared/images/image-field';
import { originLineOf, SITE_SETTINGS_FIELDS, siteSettingsSchema, toSiteSettings, toSiteSettingsValues, type SiteSettingsValues } from '../api/site-settings-schema';
import { BrandingPreview } from './branding-preview';
import { TimeZoneField } from './time-zone-field';

/** Every setting in five groups (brand, contact, legal, time zone, analytics) beside a preview of the header and footer. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<SiteSettingsValues>({ resolver: zodResolver(siteSettingsSchema), defaultValues: toSiteSettingsValues(settings) });
  const save = useMutation({
    mutationFn: (values: SiteSettingsValues) => updateSiteSettings(toSiteSettings(values), FORM_SEND),
    onSuccess: (saved) => {
      queryClient.setQueryData(opsQueries.siteSettings().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: opsOperationKey('getAuditLog') });
      // The forms' default zone and the times shown come from the reference: a new site zone applies at once.
      void queryClient.invalidateQueries({ queryKey: opsQueries.reference().queryKey });
      form.reset(toSiteSettingsValues(saved));
      void showToast({ type: 'success', title: t`站点设置已保存` });
    },
    onError: (error) => {
      showFieldErrors(error, SITE_SETTINGS_FIELDS, form.setError);
      if (!isApiError(error)) return;
      const refused = error.validationErrors.flatMap((item) => item.members.map((member) => ({ line: originLineOf(member), message: item.message })));
      const lines = refused.flatMap(({ line, message }) => (line === null ? [] : [t`第 ${line} 行：${message}`]));
      if (lines.length) form.setError('analyticsScriptOrigins', { type: 'server', message: lines.join(' ') }, { shouldFocus: true });
    },
  });
  const values = useWatch({ control: form.control }) as SiteSettingsValues;
  const errors = form.formState.errors;
  const field = (name: keyof SiteSettingsValues, label: ReactNode, control: (props: UseFormRegisterReturn) => ReactNode, options: { required?: boolean; helper?: ReactNode } = {}) => (
    <FormField label={label} required={options.required ?? false} helper={options.helper} error={errors[name]?.message}>
      {control(form.register(name))}
    </FormField>
  );
  const line = (max: number) =>
    function LineInput(props: UseFormRegisterReturn) {
      return <Input {...props} maxLength={max} autoComplete="off" />;
    };
  const image = (name: 'logoUrl' | 'faviconUrl' | 'wechatQrCodeUrl', label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange }, fieldState }) => <ImageField label={label} value={value} onChange={onChange} error={fieldState.error?.message} hint={hint} />}
    />
  );
  const linkHelper = <Trans>以 https:// 开头的网址；留空则不显示</Trans>;

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <Stack gap="6">
        <RefusalAlert error={save.error} />
        <CardSection title={<Trans>品牌</Trans>}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <Stack gap="4">
              {field('displaySiteName', <Trans>网站名称</Trans>, line(100), { required: true, helper: <Trans>页头无标志时显示，也是标志的替代文字和页面标题的后缀</Trans> })}
              {image('logoUrl', t`标志图片`, t`显示在页头，高 40 像素，建议宽高比不超过 5:1`)}
              {image('faviconUrl', t`网站图标（favicon）`, t`浏览器标签上的小图标，建议 32 × 32 像素的 PNG、SVG 或 ICO`)}
            </Stack>
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                <Trans>页头与页脚预览</Trans>
              </Fieldset.Legend>
              <BrandingPreview values={values} />
            </Fieldset.Root>
          </SimpleGrid>
        </CardSection>
        <CardSection title={<Trans>联系方式</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('customerServiceMail', <Trans>客服邮箱</Trans>, (props) => <Input {...props} type="email" maxLength={254} autoComplete="off" />)}
            {image('wechatQrCodeUrl', t`微信二维码图片`, t`页脚“微信公众号”按钮展开后显示，建议 240 × 240 像素`)}
            {field('facebookLink', <Trans>Facebook 链接</Trans>, line(500), { helper: linkHelper })}
            {field('oldWebsiteUrl', <Trans>旧版网站地址</Trans>, line(500), { helper: linkHelper })}
          </SimpleGrid>
        </CardSection>
        <CardSection title={<Trans>版权与备案</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('copyright', <Trans>版权声明</Trans>, line(200))}
            {field('companyName', <Trans>公司名称</Trans>, line(200))}
            {field('icpNumber', <Trans>ICP 备案号</Trans>, line(64), { helper: <Trans>例如 粤ICP备20260001号-1</Trans> })}
            {field('icp2Number', <Trans>公安备案号</Trans>, line(64), { helper: <Trans>例如 粤公网安备44030002000001号</Trans> })}
          </SimpleGrid>
        </CardSection>
        <CardSection title={<Trans>时区</Trans>}>
          {field('timeZone', <Trans>仓库（站点）时区</Trans>, (props) => <TimeZoneField {...props} current={settings.timeZone} />, {
            required: true,
            helper: (
              <Trans>员工录入的时间默认按此时区；下单、更新等没有地点的时间按此时区显示，并注明时区。轨迹事件仍按发生地的时区显示。</Trans>
            ),
          })}
        </CardSection>
        <CardSection title={<Trans>访问统计</Trans>}>
          <Stack gap="4">
            {field(
              'siteStatisticalCode',
              <Trans>统计代码</Trans>,
              (props) => <Textarea {...props} rows={8} fontFamily="mono" fontSize="sm" maxLength={20000} spellCheck={false} />,
              {
                helper: (
                  <Trans>粘贴统计服务（百度统计、Google Analytics、CNZZ）提供的代码；服务器只把其中的 script 元素放进公开网站的页面。</Trans>
                ),
              },
            )}
            {field(
              'analyticsScriptOrigins',
              <Trans>允许的脚本来源</Trans>,
              (props) => <Textarea {...props} rows={4} fontFamily="mono" fontSize="sm" spellCheck={false} />,
              {
                helper: (
                  <Trans>每行一个，如 https://hm.baidu.com（不带路径）；统计脚本只能从这些来源加载和上报。</Trans>
                ),
              },
            )}
          </Stack>
        </CardSection>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset(toSiteSettingsValues(settings))}>
            <Trans>撤销修改</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>保存</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
