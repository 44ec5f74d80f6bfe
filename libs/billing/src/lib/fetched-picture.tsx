import { Button, Image, Skeleton, Text } from '@chakra-ui/react';
import { DialogShell } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A picture read with the caller's token (a top-up notice's screenshot, a payment's proof): a data URL query shown as
 * an <img> fitted to a dialog, a skeleton while it loads, and what failed when it cannot be read.
 */
export function FetchedPicture({ picture, alt, loading, failed }: { picture: UseQueryResult<string>; alt: string; loading: string; failed: ReactNode }) {
  if (picture.data) return <Image src={picture.data} alt={alt} maxW="100%" maxH="60vh" objectFit="contain" borderWidth="1px" borderRadius="md" />;
  if (picture.isError) return <Text color="fg.error">{failed}</Text>;
  return <Skeleton height="240px" role="status" aria-label={loading} />;
}

/**
 * One such picture in a dialog with a close button (customers' screenshots and staff's proofs alike). Callers load it
 * lazily: the list it opens from does not carry the dialog.
 */
export function PictureDialog({ title, onClose, ...picture }: Parameters<typeof FetchedPicture>[0] & { title: ReactNode; onClose: () => void }) {
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>关闭</Trans>
        </Button>
      }
    >
      <FetchedPicture {...picture} />
    </DialogShell>
  );
}
