import { NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { EventTemplate, OpsReference } from '@forwarder/api-client/ops';
import { DateField, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { statusName } from '../reference/reference';
import { zoneLabel } from '../time/zoned-time';
import { prefilledDescriptions, type EventFormValues } from './event-schema';
import { PlaceFields } from './place-fields';

export interface EventFieldsProps {
  /** The templates offered: only moves the state machine allows. */
  templates: readonly EventTemplate[];
  reference: OpsReference;
  /** The local time field (an order's or a batch's event); scan mode leaves it out: each scan happens now. */
  withTime?: boolean;
}

/**
 * The fields of one tracking event inside a react-hook-form form of `EventFormValues`: the event (its template
 * fixes the status it moves to), the local time, the place and its offset, and the customer-facing text in both
 * languages. Choosing an event fills both texts from its template; a text staff reworded is kept.
 */
export function EventFields({ templates, reference, withTime = true }: EventFieldsProps) {
  const { t } = useLingui();
  const { register, getValues, setValue, control } = useFormContext<EventFormValues>();
  const { errors } = useFormState({ control });
  const time = useWatch({ control, name: 'time' });
  // The time is typed at the zone chosen below, and the field says which (issue 27).
  const zone = zoneLabel(useWatch({ control, name: 'timeZone' }));
  const byCode = (code: string) => templates.find((template) => template.code === code);
  const code = register('code');
  const onCodeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const previous = byCode(getValues('code'));
    void code.onChange(event);
    const texts = prefilledDescriptions(getValues(), previous, byCode(event.target.value));
    setValue('descriptionZh', texts.descriptionZh);
    setValue('descriptionEn', texts.descriptionEn);
  };

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<Trans>事件</Trans>} required error={errors.code?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...code} onChange={onCodeChange}>
              <option value="">{t`请选择事件`}</option>
              {templates.map((template) => {
                const name = template.displayName;
                const status = statusName(reference, template.status);
                return (
                  <option key={template.code} value={template.code}>
                    {t`${name}（状态：${status}）`}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {withTime ? (
          <DateField
            type="datetime-local"
            label={<Trans>当地时间</Trans>}
            helper={<Trans>事件发生地的时间，按所选时区 {zone} 填写</Trans>}
            error={errors.time?.message}
            {...register('time')}
            shownValue={time}
          />
        ) : null}
      </SimpleGrid>
      <PlaceFields required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<Trans>描述（中文）</Trans>} helper={<Trans>客户看到的文字，选择事件后自动填写</Trans>} error={errors.descriptionZh?.message}>
          <Textarea rows={2} {...register('descriptionZh')} maxLength={500} />
        </FormField>
        <FormField label={<Trans>描述（英文）</Trans>} helper={<Trans>客户看到的文字，选择事件后自动填写</Trans>} error={errors.descriptionEn?.message}>
          <Textarea rows={2} {...register('descriptionEn')} maxLength={500} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
