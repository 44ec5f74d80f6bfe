import { HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { TimeZoneSelect } from '../../../shared/time/time-zone-select';
import type { ReceivingPlace } from '../api/receive-schema';

/** The station's warehouse: where every parcel received here is checked in (empty: the server's default warehouse). */
export function PlaceSettings({ place, onChange }: { place: ReceivingPlace; onChange: (place: ReceivingPlace) => void }) {
  const set = (key: keyof ReceivingPlace) => (event: { currentTarget: { value: string } }) => onChange({ ...place, [key]: event.currentTarget.value });
  return (
    <details>
      <summary>
        <HStack as="span" display="inline-flex" gap="2">
          <Text as="span" fontWeight="medium">
            <Trans>入库地点</Trans>
          </Text>
          <Text as="span" color="fg.muted" fontSize="sm">
            {place.locationZh || place.locationEn ? `${place.locationZh} / ${place.locationEn}` : <Trans>默认仓库</Trans>}
          </Text>
        </HStack>
      </summary>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="3">
        <FormField label={<Trans>地点（中文）</Trans>} helper={<Trans>留空为默认仓库</Trans>}>
          <Input value={place.locationZh} onChange={set('locationZh')} maxLength={100} />
        </FormField>
        <FormField label={<Trans>地点（英文）</Trans>} helper={<Trans>留空为默认仓库</Trans>}>
          <Input value={place.locationEn} onChange={set('locationEn')} maxLength={100} />
        </FormField>
        <FormField label={<Trans>时区</Trans>}>
          <TimeZoneSelect value={place.timeZone} onChange={set('timeZone')} />
        </FormField>
      </SimpleGrid>
    </details>
  );
}
