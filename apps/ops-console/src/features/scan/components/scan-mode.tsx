import { Skeleton, Stack } from '@chakra-ui/react';
import { LoadingStatus, RetryAlert } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { eventDefaults, toEventInput, type EventFormValues } from '../../../shared/events/event-schema';
import { statusName } from '../../../shared/reference/reference';
import { useReference } from '../../../shared/reference/use-reference';
import { zoneLabel } from '../../../shared/time/zoned-time';
import { useScanSession } from '../hooks/use-scan-session';
import { ScanSetup } from './scan-setup';
import { ScanStation } from './scan-station';

/**
 * Scan mode: pick an event once (step 1), then scan many parcels (step 2). Changing the event goes back to step 1
 * with the choice kept; the session's results stay until the page is left.
 */
export function ScanMode() {
  const { t } = useLingui();
  const reference = useReference();
  const [setup, setSetup] = useState<EventFormValues | null>(null);
  const [scanning, setScanning] = useState(false);
  const session = useScanSession();
  if (reference.isError) return <RetryAlert title={<Trans>基础数据加载失败</Trans>} onRetry={() => void reference.refetch()} />;
  if (!reference.data) {
    return (
      <LoadingStatus>
        <Skeleton height="40" />
      </LoadingStatus>
    );
  }
  const data = reference.data;

  if (!scanning || !setup) {
    return (
      <ScanSetup
        reference={data}
        initial={setup ?? eventDefaults(data.defaultTimeZone, false)}
        onStart={(values) => {
          setSetup(values);
          setScanning(true);
        }}
      />
    );
  }
  const template = data.eventTemplates.find((candidate) => candidate.code === setup.code);
  const name = template?.displayName ?? setup.code;
  const status = statusName(data, template?.status ?? null);
  const place = `${setup.locationZh} / ${setup.locationEn}`;
  const zone = zoneLabel(setup.timeZone);
  const event = toEventInput(setup);
  return (
    <Stack gap="4">
      <ScanStation
        entries={session.entries}
        onScan={(waybillNumber) => session.scan(waybillNumber, event)}
        summary={t`${name}（状态：${status}），${place}，${zone}`}
        onChangeEvent={() => setScanning(false)}
      />
    </Stack>
  );
}
