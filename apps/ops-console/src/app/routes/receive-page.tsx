import { Trans, useLingui } from '@lingui/react/macro';
import { Receiving } from '../../features/receiving/components/receiving';
import { StationPage } from '../../shared/layout/station-page';

// Receiving (/ops/receive), full width: scan a parcel in, weigh and measure each box.
export function Component() {
  const { t } = useLingui();
  return (
    <StationPage title={<Trans>入库称重</Trans>}>
      <title>{t`入库称重`}</title>
      <Receiving />
    </StationPage>
  );
}
