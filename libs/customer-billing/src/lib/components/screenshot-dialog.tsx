// A notice's screenshot in a dialog: a lazy chunk, loaded when a screenshot is asked for.
import { type TopUpNotice } from '@forwarder/api-client';
import { billingQueries } from '@forwarder/api-client/billing';
import { PictureDialog } from '@forwarder/billing';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

/** The picture the customer sent with a notice, as the server keeps it (it needs the caller's token: a data URL). */
export function ScreenshotDialog({ notice, onClose }: { notice: TopUpNotice; onClose: () => void }) {
  const { t } = useLingui();
  const screenshot = useQuery(billingQueries.topUpNoticeScreenshot(notice.id));
  const reference = notice.reference;
  return (
    <PictureDialog
      title={<Trans>转账截图 {reference}</Trans>}
      onClose={onClose}
      picture={screenshot}
      alt={t`转账截图：${reference}`}
      loading={t`正在加载截图`}
      failed={<Trans>截图加载失败</Trans>}
    />
  );
}
