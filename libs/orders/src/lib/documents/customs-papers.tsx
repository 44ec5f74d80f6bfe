import { Button, Group, Text } from '@chakra-ui/react';
import { CustomsDocumentKind, downloadOrderCustomsDocument, downloadOrderCustomsDocuments } from '@forwarder/api-client';
import { saveBlob } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';

export interface CustomsPapersProps {
  /** One id on the order detail, the selection in My waybills. */
  ids: readonly string[];
}

/**
 * The customs papers of the orders: the commercial invoice / packing list, and the UPU declaration (the server answers
 * a CN22 when the value allows, else a CN23). Two buttons in a labelled group rather than a menu: both are always
 * wanted, one tap each, and no menu code in the route's chunk.
 */
export function CustomsPapers({ ids }: CustomsPapersProps) {
  const { t } = useLingui();
  const labelId = useId();
  const download = useMutation({
    mutationFn: async (kind: CustomsDocumentKind) => {
      const [only] = ids;
      const file = ids.length === 1 && only ? await downloadOrderCustomsDocument(only, kind) : await downloadOrderCustomsDocuments([...ids], kind);
      saveBlob(file.blob, file.fileName);
    },
  });
  const busy = (kind: CustomsDocumentKind) => download.isPending && download.variables === kind;
  const disabled = ids.length === 0;

  return (
    <Group role="group" aria-labelledby={labelId} gap="2" wrap="wrap" alignItems="center">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        <Trans>报关单据</Trans>
      </Text>
      <Button
        variant="outline"
        disabled={disabled}
        loading={busy(CustomsDocumentKind.CommercialInvoice)}
        onClick={() => download.mutate(CustomsDocumentKind.CommercialInvoice)}
      >
        <Trans>商业发票 / 装箱单</Trans>
      </Button>
      <Button
        variant="outline"
        disabled={disabled}
        loading={busy(CustomsDocumentKind.Cn23)}
        title={t`申报价值不超过 300 SDR(约 410 美元)时为 CN22，否则为 CN23`}
        onClick={() => download.mutate(CustomsDocumentKind.Cn23)}
      >
        <Trans>报关单 CN22/CN23</Trans>
      </Button>
    </Group>
  );
}
