import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { TIME_ZONES, zoneLabel } from './zoned-time';

/** A native select of the UTC offsets (`UTC+08:00`); spread `register('timeZone')` on it. */
export function TimeZoneSelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zoneLabel(zone)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
