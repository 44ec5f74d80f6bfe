import { Alert, Button, Card, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { downloadOrderExcelTemplate, userQueries } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { saveBlob } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { BATCH_LIMITS } from '../lib/batch-limits';

// eslint-disable-next-line lingui/no-unlocalized-strings -- file name
const TEMPLATE_FILE_NAME = 'order-template.xlsx';

/**
 * Step 1: the template and its rules. The sender of every row is the default sender address, so it is shown here,
 * and its absence is said before a file is uploaded for nothing.
 */
export function TemplateStep() {
  const to = useLocalePath();
  const profile = useQuery(userQueries.myProfile());
  const sender = profile.data?.defaultSenderAddress ?? null;
  const download = useMutation({
    mutationFn: async () => saveBlob(await downloadOrderExcelTemplate(), TEMPLATE_FILE_NAME),
  });
  const { maxRows, maxMiB } = BATCH_LIMITS;

  return (
    <Card.Root as="section" aria-labelledby="batch-template-heading" h="full">
      <Card.Header>
        <Heading as="h2" size="md" id="batch-template-heading">
          <Trans>下载模板并填写</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" align="flex-start">
          <Button onClick={() => download.mutate()} loading={download.isPending}>
            <Trans>下载订单模板</Trans>
          </Button>
          <List.Root gap="1.5" ps="5">
            <List.Item>
              <Trans>每行一个订单：一种箱规（箱数、单箱重量和尺寸）和一种申报品名。</Trans>
            </List.Item>
            <List.Item>
              <Trans>必填列在模板的 Instructions 工作表中注明，该表也列出可用的线路代码、币种和国家代码。</Trans>
            </List.Item>
            <List.Item>
              <Trans>Orders 工作表第 2 行是示例，请替换或删除，否则会按示例下单。</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                仅支持 .xlsx 文件，不超过 {maxMiB} MB，每次最多 {maxRows} 行订单。
              </Trans>
            </List.Item>
          </List.Root>
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
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
