import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ScanEntry } from '../lib/scan-log';
import { ScanHistory, ScanLatest } from './scan-results';

export interface ScanStationProps {
  /** The session's scans, newest first. */
  entries: readonly ScanEntry[];
  /** Posts one scanned number with the chosen event. */
  onScan: (waybillNumber: string) => void;
  /** What the event is, in words (shown above the field). */
  summary: string;
  onChangeEvent: () => void;
}

/**
 * Step 2 of scan mode: a scanner types a waybill number and Enter. Each scan is posted at once and answers on its own
 * row (applied, unknown number, move not allowed, already applied); the field is emptied and keeps the focus, so the
 * next parcel can be scanned while earlier answers are still on their way. The latest answer is announced politely.
 */
export function ScanStation({ entries, onScan, summary, onChangeEvent }: ScanStationProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  // A station's one job: the scan field has the focus as soon as scanning starts (a scanner types into it).
  useEffect(() => input.current?.focus(), []);

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const waybillNumber = value.trim().toUpperCase();
    setValue('');
    input.current?.focus();
    if (waybillNumber) onScan(waybillNumber);
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
        <Text>
          <Trans>当前事件：</Trans>
          <Text as="strong">{summary}</Text>
        </Text>
        <Button variant="outline" size="sm" onClick={onChangeEvent}>
          <Trans>更换事件</Trans>
        </Button>
      </HStack>
      <Box as="form" onSubmit={submit} aria-label={t`扫描运单`}>
        <FormField label={<Trans>运单号</Trans>} helper={<Trans>用扫描枪扫描条码（自动回车），或输入运单号后按回车。</Trans>}>
          <HStack gap="2" align="stretch">
            <Input
              ref={input}
              value={value}
              onChange={(change) => setValue(change.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              size="lg"
              fontFamily="mono"
            />
            <Button type="submit" size="lg">
              <Trans>提交</Trans>
            </Button>
          </HStack>
        </FormField>
      </Box>
      <ScanLatest entries={entries} />
      <ScanHistory entries={entries} />
    </Stack>
  );
}
