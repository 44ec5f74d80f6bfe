import { Badge, Button, DataList, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { opsQueries, type CustomerDetail as Customer } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { CardSection, DataItem, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { customerBillingPath, isUuid, paths, withQuery } from '../../../config/paths';
import { detailPending } from '../../../shared/layout/detail-pending';
import { invalidateCustomerReads, typeLabel } from '../lib/customer-types';
import { useSiteTime } from '../../../shared/time/use-site-time';

// Lazy: the dialogs load when staff open them.
const ActiveDialog = lazy(() => import('./active-dialog').then((module) => ({ default: module.ActiveDialog })));
const ResetPasswordDialog = lazy(() => import('./reset-password-dialog').then((module) => ({ default: module.ResetPasswordDialog })));

/** One customer: profile, state, address book, a link to their orders, enable/disable and a temporary password. */
export function CustomerDetail({ id }: { id: string }) {
  const valid = isUuid(id);
  const customer = useQuery({ ...opsQueries.customer(id), enabled: valid });
  const pending = detailPending({
    valid,
    query: customer,
    notFound: <Trans>找不到这个客户。</Trans>,
    back: { to: paths.customers, label: <Trans>返回客户列表</Trans> },
    failed: <Trans>客户加载失败</Trans>,
  });
  if (pending || !customer.data) return pending;
  return <CustomerView customer={customer.data} />;
}

function CustomerView({ customer }: { customer: Customer }) {
  const siteTime = useSiteTime();
  const { t, i18n } = useLingui();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'active' | 'password' | null>(null);
  const { userName, orderCount } = customer;
  const changed = (next: Customer) => {
    setDialog(null);
    queryClient.setQueryData(opsQueries.customer(next.id).queryKey, next);
    invalidateCustomerReads(queryClient);
    void showToast({ type: 'success', title: next.isActive ? t`已启用：${userName}` : t`已停用：${userName}` });
  };
  const actions = (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => setDialog('active')}>
        {customer.isActive ? <Trans context="action">停用</Trans> : <Trans context="action">启用</Trans>}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('password')}>
        <Trans>重置密码</Trans>
      </Button>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={to(customerBillingPath(customer.id))}>
          <Trans>账单</Trans>
        </RouterLink>
      </Button>
    </HStack>
  );

  return (
    <Stack gap="6">
      <CardSection title={userName} actions={actions}>
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>类型</Trans>}>{i18n._(typeLabel(customer.userType))}</DataItem>
          {customer.merchantId ? <DataItem label={<Trans>商户号</Trans>}>{customer.merchantId}</DataItem> : null}
          <DataItem label={<Trans>状态</Trans>}>
            {customer.isActive ? (
              <Badge colorPalette="green">
                <Trans>启用</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="red">
                <Trans>停用（不能登录）</Trans>
              </Badge>
            )}
          </DataItem>
          <DataItem label={<Trans>姓名</Trans>}>{customer.name}</DataItem>
          <DataItem label={<Trans>公司</Trans>}>{customer.companyName}</DataItem>
          <DataItem label={<Trans>电话</Trans>}>{customer.phoneNumber}</DataItem>
          <DataItem label={<Trans>电子邮箱</Trans>}>{customer.email}</DataItem>
          <DataItem label={<Trans>注册时间</Trans>}>{siteTime.time(customer.creationTime)}</DataItem>
          <DataItem label={<Trans>运单</Trans>}>
            <HStack gap="3">
              <Text>{t`${orderCount} 个`}</Text>
              <Button asChild size="xs" variant="outline">
                <RouterLink to={to(withQuery(paths.orders, { customer: userName, customerId: customer.id }))}>
                  <Trans>查看运单</Trans>
                </RouterLink>
              </Button>
            </HStack>
          </DataItem>
        </DataList.Root>
      </CardSection>
      <CardSection title={<Trans>地址簿</Trans>}>
        <Addresses customer={customer} />
      </CardSection>
      <Suspense fallback={null}>
        {dialog === 'active' ? <ActiveDialog customer={customer} onClose={() => setDialog(null)} onChanged={changed} /> : null}
        {dialog === 'password' ? <ResetPasswordDialog customer={customer} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Stack>
  );
}

function Addresses({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  if (customer.addresses.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>地址簿是空的。</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={t`地址簿`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>联系人</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>电话</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>地址</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>邮编</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {customer.addresses.map((address) => (
            <Table.Row key={address.id}>
              <Table.Cell>
                {[address.name, address.companyName].filter(Boolean).join(' · ')}
                {address.isDefaultSender ? (
                  <Badge ml="2" size="sm">
                    <Trans>默认发件地址</Trans>
                  </Badge>
                ) : null}
              </Table.Cell>
              <Table.Cell>{address.phoneNumber}</Table.Cell>
              <Table.Cell>{`${address.area} ${address.street}`}</Table.Cell>
              <Table.Cell>{address.postalCode || '--'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
