import { Input, SimpleGrid } from '@chakra-ui/react';
import { DateField, FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TimeZoneSelect } from '../../../shared/time/time-zone-select';
import { zoneLabel } from '../../../shared/time/zoned-time';

interface RouteValues {
  reference: string;
  origin: string;
  destination: string;
  eta: string;
  timeZone: string;
}

/** A batch's reference, route and ETA (a time at its offset, the site zone's by default), inside the create or edit form. */
export function RouteFields() {
  const { register, control } = useFormContext<RouteValues>();
  const { errors } = useFormState({ control });
  const eta = useWatch({ control, name: 'eta' });
  // The ETA is typed at the zone chosen beside it, kept with it, and the field says which (issue 27).
  const zone = zoneLabel(useWatch({ control, name: 'timeZone' }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={<Trans>编号</Trans>} required helper={<Trans>袋号、总运单号（如 160-12345675）或柜号</Trans>} error={errors.reference?.message}>
        <Input {...register('reference')} maxLength={64} autoComplete="off" />
      </FormField>
      <SimpleGrid columns={2} gap="4">
        <FormField label={<Trans>始发地</Trans>} required error={errors.origin?.message}>
          <Input {...register('origin')} maxLength={64} />
        </FormField>
        <FormField label={<Trans>目的地</Trans>} required error={errors.destination?.message}>
          <Input {...register('destination')} maxLength={64} />
        </FormField>
      </SimpleGrid>
      <DateField
        type="datetime-local"
        label={<Trans>预计到达</Trans>}
        helper={<Trans>按所选时区 {zone} 填写；留空表示暂无</Trans>}
        error={errors.eta?.message}
        {...register('eta')}
        shownValue={eta}
      />
      <FormField label={<Trans>时区</Trans>} required error={errors.timeZone?.message}>
        <TimeZoneSelect {...register('timeZone')} />
      </FormField>
    </SimpleGrid>
  );
}
