import { Alert, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { downloadOrderExcelTemplate, userQueries } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { TemplateStep as ImportTemplateCard } from '@forwarder/spreadsheet-import';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../../shipping-paths/shipping-paths';
import { BATCH_LIMITS } from '../lib/batch-limits';

// eslint-disable-next-line lingui/no-unlocalized-strings -- file name
const TEMPLATE_FILE_NAME = 'order-template.xlsx';

/**
 * Step 1: the template and its rules. The sender of every row is the default sender address, so it is shown here,
 * and its absence is said before a file is uploaded for nothing.
 */
export function TemplateStep() {
  const to = useLocalePath();
  const paths = useShippingPaths();
  const profile = useQuery(userQueries.myProfile());
  const sender = profile.data?.defaultSenderAddress ?? null;
  const { maxRows, maxMiB } = BATCH_LIMITS;

  return (
    <ImportTemplateCard
      headingId="batch-template-heading"
      downloadLabel={<Trans>下载订单模板</Trans>}
      fileName={TEMPLATE_FILE_NAME}
      download={downloadOrderExcelTemplate}
      rules={[
        <Trans key="rows">每行一个订单：一种箱规（箱数、单箱重量和尺寸）和一种申报品名。</Trans>,
        <Trans key="columns">必填列在模板的 Instructions 工作表中注明，该表也列出可用的线路代码、币种和国家代码。</Trans>,
        <Trans key="example">Orders 工作表第 2 行是示例，请替换或删除，否则会按示例下单。</Trans>,
        <Trans key="limits">
          仅支持 .xlsx 文件，不超过 {maxMiB} MB，每次最多 {maxRows} 行订单。
        </Trans>,
      ]}
    >
          <Stack gap="1" w="full">
            <Text fontWeight="medium">
              <Trans>发件人：统一使用您的默认发件地址</Trans>
            </Text>
            {profile.isLoading ? (
              <Skeleton height="12" />
            ) : sender ? (
              <Text color="fg.muted" data-testid="batch-default-sender">
                {sender.name}
                {sender.companyName ? ` · ${sender.companyName}` : ''} · {sender.phoneNumber} · {sender.area} {sender.street}{' '}
                {sender.postalCode}{' '}
                <Link asChild color="brand.fg">
                  <RouterLink to={to(paths.addresses)}>
                    <Trans>修改</Trans>
                  </RouterLink>
                </Link>
              </Text>
            ) : profile.isSuccess ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>
                    <Trans>
                      您还没有默认发件地址，批量下单需要先设置。请到{' '}
                      <Link asChild color="brand.fg" fontWeight="medium">
                        <RouterLink to={to(paths.addresses)}>我的地址簿</RouterLink>
                      </Link>{' '}
                      中设置默认发件地址。
                    </Trans>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : null}
          </Stack>
    </ImportTemplateCard>
  );
}
