import { NativeSelect } from '@chakra-ui/react';
import { zoneNameAt } from '@forwarder/i18n';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// The site's time zone (issue 27) as an IANA name, chosen from the zones this browser's Intl knows, each with its
// offset now (`Asia/Shanghai (UTC+08:00)`). The server checks the name against its own Intl (one rule there).

function zoneOptions(current: string, now: Date): { value: string; label: string }[] {
  const zones = Intl.supportedValuesOf('timeZone');
  // A saved zone this browser lists under another name (an alias such as Asia/Kolkata) stays selectable.
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: `${zone} (${zoneNameAt(zone, now)})` }));
}

export function TimeZoneField({ current, ...props }: UseFormRegisterReturn & { current: string }) {
  const options = useMemo(() => zoneOptions(current, new Date()), [current]);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
