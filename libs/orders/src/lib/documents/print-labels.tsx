import { Button, chakra, HStack } from '@chakra-ui/react';
import { LabelFormat, downloadOrderLabel, downloadOrderLabels } from '@forwarder/api-client';
import { saveBlob } from '@forwarder/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useLabelFormat } from './label-format';

export interface PrintLabelsProps {
  /** The orders whose boxes get labels: one id on the order detail, the selection in My waybills. */
  ids: readonly string[];
  /** Shown on the button when set: the selection's size ("打印标签（3）"). */
  showCount?: boolean;
  /** The button's own words where the page says more ("打印全部标签"). */
  buttonLabel?: string;
  /** `outline` among a list's secondary actions; solid where printing is the page's main action. */
  variant?: 'solid' | 'outline';
}

/**
 * "Print labels" with the label format beside it (remembered in this browser). The file is saved under the name the
 * server gives it (`label-<waybill>.pdf`), so it opens from the downloads with that name rather than as a nameless
 * blob tab; a ZPL file cannot be shown by a browser anyway.
 */
export function PrintLabels({ ids, showCount = false, buttonLabel, variant = 'solid' }: PrintLabelsProps) {
  const { t } = useLingui();
  const [format, setFormat] = useLabelFormat();
  const print = useMutation({
    mutationFn: async () => {
      const [only] = ids;
      const file = ids.length === 1 && only ? await downloadOrderLabel(only, format) : await downloadOrderLabels([...ids], format);
      saveBlob(file.blob, file.fileName);
    },
  });
  const count = ids.length;
  const options: { value: LabelFormat; label: string }[] = [
    { value: LabelFormat.Pdf100x150, label: t`100×150 mm 热敏标签 (PDF)` },
    { value: LabelFormat.PdfA4, label: t`A4 纸，每页 4 张 (PDF)` },
    { value: LabelFormat.Zpl, label: t`ZPL (斑马等热敏打印机)` },
  ];

  return (
    <HStack gap="2" wrap="wrap">
      {/* A plain select styled like the inputs: Chakra's NativeSelect would bring its field machinery (~5 KiB gzip)
          into the order detail route for one control. */}
      <chakra.select
        aria-label={t`标签格式`}
        value={format}
        onChange={(event) => setFormat(event.currentTarget.value as LabelFormat)}
        height="10"
        paddingInline="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        color="fg"
        fontSize="sm"
        focusVisibleRing="outside"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
      <Button variant={variant} disabled={count === 0} loading={print.isPending} onClick={() => print.mutate()}>
        {buttonLabel ?? (showCount ? t`打印标签（${count}）` : t`打印标签`)}
      </Button>
    </HStack>
  );
}
