import { Trans, useLingui } from '@lingui/react/macro';
import { ScanMode } from '../../features/scan/components/scan-mode';
import { StationPage } from '../../shared/layout/station-page';

// Scan mode (/ops/scan), full width: pick an event once, scan many parcels.
export function Component() {
  const { t } = useLingui();
  return (
    <StationPage title={<Trans>扫描</Trans>}>
      <title>{t`扫描`}</title>
      <ScanMode />
    </StationPage>
  );
}
