import { Field, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { logisticsQueries, type EnumValue, type Routing } from '@forwarder/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import type { OrderFormValues } from '../api/submit-order';

/** The route (product) of the order, grouped by transport mode, with what the chosen one promises. */
export function RoutingField({ transportModes, selected }: { transportModes: readonly EnumValue[]; selected: Routing | undefined }) {
  const { t } = useLingui();
  // Controlled rather than registered: its options come from two lists (the routings, the transport modes) that may
  // arrive after the value (a restored draft, a slow network). A registered select sets its DOM value once, finds no
  // option yet and shows "choose" while the form holds the route; a controlled one is re-selected on every render.
  const { field, fieldState } = useController<OrderFormValues, 'routingId'>({ name: 'routingId' });
  const routings = useQuery(logisticsQueries.routingList());
  const items = routings.data?.items ?? [];
  const groups = transportModes
    .map((mode) => ({ mode, items: items.filter((routing) => routing.transportMode === mode.value) }))
    .filter((group) => group.items.length > 0);
  const message = fieldState.error?.message;

  return (
    <Field.Root invalid={Boolean(message)} required>
      <Field.Label>
        {t`运输产品`}
        <Field.RequiredIndicator />
      </Field.Label>
      {routings.isPending ? (
        <Skeleton height="10" />
      ) : (
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          <option value="">{t`请选择`}</option>
          {groups.map(({ mode, items: group }) => (
            <optgroup key={mode.value} label={mode.displayName}>
              {group.map((routing) => (
                <option key={routing.id} value={routing.id}>
                  {routing.displayName}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      )}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
      {selected ? <RoutingFacts routing={selected} /> : null}
    </Field.Root>
  );
}

function RoutingFacts({ routing }: { routing: Routing }) {
  const { description, transitDaysMin, transitDaysMax, maxWeightKg, destinationCountryCodes } = routing;
  const destinations = destinationCountryCodes.join(', ');
  return (
    <Field.HelperText>
      <Text as="span" display="block">
        {description}
      </Text>
      <Text as="span" display="block">
        <Trans>
          时效 {transitDaysMin}–{transitDaysMax} 个工作日，每票计费重最多 {maxWeightKg} kg
        </Trans>
      </Text>
      <Text as="span" display="block">
        {destinationCountryCodes.length > 0 ? <Trans>可达国家/地区：{destinations}</Trans> : <Trans>可达全部国家/地区</Trans>}
      </Text>
    </Field.HelperText>
  );
}
