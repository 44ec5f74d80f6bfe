import { Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useFormContext, useFormState } from 'react-hook-form';
import { TimeZoneSelect } from '../time/time-zone-select';

interface PlaceValues {
  locationZh: string;
  locationEn: string;
  timeZone: string;
}

/**
 * Where something happened, inside a react-hook-form form holding `locationZh`, `locationEn` and `timeZone`: the
 * place in both languages (customers read it in theirs) and its UTC offset. `required` for an event; optional for an
 * exception or a receiving (the server's warehouse then).
 */
export function PlaceFields({ required = false }: { required?: boolean }) {
  const { register, control } = useFormContext<PlaceValues>();
  const { errors } = useFormState({ control });
  const optional = required ? undefined : <Trans>留空为默认仓库</Trans>;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <FormField label={<Trans>地点（中文）</Trans>} required={required} helper={optional} error={errors.locationZh?.message}>
        <Input {...register('locationZh')} maxLength={100} />
      </FormField>
      <FormField label={<Trans>地点（英文）</Trans>} required={required} helper={optional} error={errors.locationEn?.message}>
        <Input {...register('locationEn')} maxLength={100} />
      </FormField>
      <FormField label={<Trans>时区</Trans>} required error={errors.timeZone?.message}>
        <TimeZoneSelect {...register('timeZone')} />
      </FormField>
    </SimpleGrid>
  );
}
