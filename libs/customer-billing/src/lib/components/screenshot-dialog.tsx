// A notice's screenshot in a dialog: a lazy chunk, loaded when a screenshot is asked for.
import { Button, Image, Skeleton, Text } from '@chakra-ui/react';
import { type TopUpNotice } from '@forwarder/api-client';
import { billingQueries } from '@forwarder/api-client/billing';
import { DialogShell } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

/** The picture the customer sent with a notice, as the server keeps it (it needs the caller's token: a data URL). */
export function ScreenshotDialog({ notice, onClose }: { notice: TopUpNotice; onClose: () => void }) {
  const { t } = useLingui();
  const screenshot = useQuery(billingQueries.topUpNoticeScreenshot(notice.id));
  const reference = notice.reference;
  return (
    <DialogShell
      title={<Trans>转账截图 {reference}</Trans>}
      onClose={onClose}
      size="lg"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>关闭</Trans>
        </Button>
      }
    >
      {screenshot.data ? (
        <Image src={screenshot.data} alt={t`转账截图：${reference}`} maxW="100%" maxH="60vh" objectFit="contain" borderWidth="1px" borderRadius="md" />
      ) : screenshot.isError ? (
        <Text color="fg.error">
          <Trans>截图加载失败</Trans>
        </Text>
      ) : (
        <Skeleton height="240px" role="status" aria-label={t`正在加载截图`} />
      )}
    </DialogShell>
  );
}
