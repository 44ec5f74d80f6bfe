import { Alert, Button, HStack } from '@chakra-ui/react';
import { formatViewerTime } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';

/** Offers the draft kept from an earlier visit (typically the one a session expiry interrupted). */
export function DraftNotice({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  // The viewer's own clock (no zone named): this browser saved it, for the same person (`YYYY-MM-DD HH:mm`).
  const when = formatViewerTime(savedAt);
  return (
    <Alert.Root status="info" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>有一份未提交的运单草稿（保存于 {when}）。</Trans>
        </Alert.Title>
      </Alert.Content>
      <HStack gap="2">
        <Button size="sm" onClick={onRestore}>
          <Trans>恢复草稿</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          <Trans>丢弃</Trans>
        </Button>
      </HStack>
    </Alert.Root>
  );
}
