import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { operationKey, type Order, type Profile, userQueries } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { showServerErrorsOnForm } from '@forwarder/form-errors';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import type { RegionPickerProps } from '../../party/party-fields';
import { emptyParty, partyFromAddress } from '../../party/party-values';
import {
  emptyOrderForm,
  formPathOfServerField,
  orderFieldPaths,
  submitOrder,
  type OrderFormOutput,
  type OrderFormValues,
} from '../api/submit-order';
import { orderFormRules } from '../api/order-form-rules';
import { CopyNotice } from '../../after-submit/copy-notice';
import { orderFormFromOrder } from '../../after-submit/order-copy';
import { useOrderToCopy, type OrderToCopy } from '../../after-submit/use-order-to-copy';
import { useOrderDraft } from '../hooks/use-order-draft';
import { DraftNotice } from './draft-notice';
import { OrderFields } from './order-fields';

// The confirmation shown after Send (with its label printing) is not part of the page's first load: it loads while
// the member fills the form, like the rules (issue 28).
const loadOrderSubmitted = () => import('./order-submitted');
const OrderSubmitted = lazy(() => loadOrderSubmitted().then((module) => ({ default: module.OrderSubmitted })));

export interface OrderFormProps {
  RegionPicker: ComponentType<RegionPickerProps>;
}

/**
 * Submit waybill (spec /user/order): route, sender (pre-filled with the default sender address), receiver, parcels,
 * declaration and references, validated in the member's language and by the server (its messages land on the same
 * fields). The draft survives a session expiry; after submitting, the waybill number and the next steps.
 */
export function OrderForm({ RegionPicker }: OrderFormProps) {
  const profile = useQuery(userQueries.myProfile());
  // "Copy as new order" (`?copy=<id>`): the form starts from that order once it is read.
  const copy = useOrderToCopy();
  // The portal's loader has loaded the profile before any page renders; the skeleton covers a refetch only.
  if (!profile.data || copy.state === 'loading') return <Skeleton height="40" />;
  const copyKey = copy.state === 'ready' ? copy.order.id : 'new';
  return <OrderFormBody key={copyKey} profile={profile.data} RegionPicker={RegionPicker} copy={copy} />;
}

function OrderFormBody({ profile, RegionPicker, copy }: { profile: Profile; RegionPicker: ComponentType<RegionPickerProps>; copy: OrderToCopy }) {
  const queryClient = useQueryClient();
  const defaultSender = profile.defaultSenderAddress ? partyFromAddress(profile.defaultSenderAddress) : emptyParty;
  // Shown until the copy is submitted (the next order starts from the plain form).
  const [copyShown, setCopyShown] = useState(copy);
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    defaultValues: copy.state === 'ready' ? orderFormFromOrder(copy.order) : emptyOrderForm(defaultSender),
    resolver: orderFormRules.resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // The rules and the confirmation load while the member reads the form: the first check (a field left, or Send) and
  // the result need not wait (a failed load here is the lazy component's to report, when it is shown).
  useEffect(() => {
    orderFormRules.preload();
    loadOrderSubmitted().catch(() => undefined);
  }, []);
  const drafts = useOrderDraft(form, profile.id);
  const draft = drafts.draft;
  const [submitted, setSubmitted] = useState<Order | null>(null);
  const [serverRejected, setServerRejected] = useState(false);

  const mutation = useMutation({
    mutationFn: (values: OrderFormOutput) => withoutErrorToast(() => submitOrder(values)),
    onSuccess: (order) => {
      drafts.clear();
      setSubmitted(order);
      void queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') });
      void queryClient.invalidateQueries({ queryKey: operationKey('getOrderStatusSummary') });
    },
    // After a 401 the member is on the way to the login page, the draft saved just before sending.
    onError: (error) =>
      setServerRejected(showServerErrorsOnForm(error, orderFieldPaths(form.getValues()), form.setError, formPathOfServerField) > 0),
  });

  const onSubmit = form.handleSubmit((values) => {
    drafts.flush();
    setServerRejected(false);
    mutation.mutate(values);
  });

  const startNext = () => {
    const { sender, routingId: keptRouting, currency } = form.getValues();
    form.reset(emptyOrderForm(sender, { routingId: keptRouting, currency }));
    setSubmitted(null);
    setServerRejected(false);
    setCopyShown({ state: 'none' });
    window.requestAnimationFrame(() => form.setFocus('receiver.name'));
  };

  if (submitted) {
    return (
      <Suspense fallback={<Skeleton height="40" />}>
        <OrderSubmitted order={submitted} onNext={startNext} />
      </Suspense>
    );
  }

  return (
    <Stack gap="6">
      <CopyNotice copy={copyShown} />
      {draft ? <DraftNotice savedAt={draft.savedAt} onRestore={() => drafts.restore(draft)} onDiscard={drafts.discard} /> : null}
      {serverRejected ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>运单未提交：请修正标出的字段后重新提交。</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <OrderFields form={form} onSubmit={onSubmit} pending={mutation.isPending} submitLabel={<Trans>提交运单</Trans>} RegionPicker={RegionPicker} />
    </Stack>
  );
}
