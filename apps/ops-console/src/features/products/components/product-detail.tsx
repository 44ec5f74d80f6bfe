import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { opsQueries, type OpsRoutingDetail } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { CardSection, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateRouting } from '@forwarder/api-client/ops';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isUuid, paths } from '../../../config/paths';
import { FORM_SEND, RefusalAlert, showFieldErrors } from '../../../shared/form/server-errors';
import { detailPending } from '../../../shared/layout/detail-pending';
import { PageLink } from '../../../shared/layout/page-link';
import {
  PRODUCT_FIELDS,
  productValues,
  toUpdateRoutingInput,
  updateProductSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from '../api/product-schemas';
import { invalidateProductReads } from '../lib/invalidate';
import { ProductFields } from './product-fields';
import { ProductsAdminsOnly } from './products';

const SetProductActiveDialog = lazy(() =>
  import('./set-product-active-dialog').then((module) => ({ default: module.SetProductActiveDialog })),
);

export interface ProductDetailProps {
  id: string;
  /** What follows the product once it is loaded (its rate sheet, from another feature). */
  children?: (product: OpsRoutingDetail) => ReactNode;
}

/** One shipping product (admins only): its state, retire/restore, its fields edited in place, then its rate sheet. */
export function ProductDetail({ id, children }: ProductDetailProps) {
  const product = useQuery({ ...opsQueries.routing(id), enabled: isUuid(id) });
  if (product.isError && isApiError(product.error) && product.error.status === 403) return <ProductsAdminsOnly />;
  const pending = detailPending({
    valid: isUuid(id),
    query: product,
    notFound: <Trans>找不到这个运输产品。</Trans>,
    back: { to: paths.products, label: <Trans>返回运输产品</Trans> },
    failed: <Trans>运输产品加载失败</Trans>,
  });
  if (pending || !product.data) return pending;
  return (
    <Stack gap="6">
      <ProductHeader product={product.data} />
      <ProductEditor key={product.data.id} product={product.data} />
      {children?.(product.data)}
    </Stack>
  );
}

function ProductHeader({ product }: { product: OpsRoutingDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { code, displayName, orderCount } = product;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="lg" fontWeight="semibold">
            {code} · {displayName}
          </Text>
          {product.isActive ? (
            <Badge colorPalette="green" variant="subtle">
              <Trans>在售</Trans>
            </Badge>
          ) : (
            <Badge colorPalette="gray" variant="subtle">
              <Trans>已停用</Trans>
            </Badge>
          )}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          <Trans>共 {orderCount} 个运单使用此产品。</Trans>
        </Text>
      </Stack>
      <HStack gap="3">
        <PageLink to={paths.products}>
          <Trans>返回运输产品</Trans>
        </PageLink>
        <Button variant="outline" colorPalette={product.isActive ? 'red' : undefined} onClick={() => setConfirming(true)}>
          {product.isActive ? <Trans context="product">停用</Trans> : <Trans>恢复</Trans>}
        </Button>
      </HStack>
      <Suspense fallback={null}>
        {confirming ? (
          <SetProductActiveDialog
            product={product}
            onClose={() => setConfirming(false)}
            onDone={(changed) => {
              invalidateProductReads(queryClient);
              setConfirming(false);
              const name = changed.displayName;
              void showToast({ type: 'success', title: changed.isActive ? t`已恢复：${name}` : t`已停用：${name}` });
            }}
          />
        ) : null}
      </Suspense>
    </HStack>
  );
}

function ProductEditor({ product }: { product: OpsRoutingDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(updateProductSchema),
    defaultValues: productValues(product),
  });
  const save = useMutation({
    mutationFn: (values: ProductFormOutput) => updateRouting(product.id, toUpdateRoutingInput(values), FORM_SEND),
    onSuccess: (saved) => {
      form.reset(productValues(saved));
      invalidateProductReads(queryClient);
      void showToast({ type: 'success', title: t`运输产品已保存` });
    },
    onError: (error) => showFieldErrors(error, PRODUCT_FIELDS, form.setError),
  });
  return (
    <CardSection title={<Trans>产品信息</Trans>}>
      <form noValidate aria-label={t`产品信息`} onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack gap="4">
          <RefusalAlert error={save.error} />
          <FormProvider {...form}>
            <ProductFields />
          </FormProvider>
          <HStack>
            <Button type="submit" loading={save.isPending}>
              <Trans>保存产品信息</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </CardSection>
  );
}
