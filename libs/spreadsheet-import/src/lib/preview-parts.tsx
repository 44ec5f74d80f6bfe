import { Alert, Box, chakra, HStack, List, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { NativeCheckbox } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ImportProblem } from './import-problems';
import type { PreviewFilterState } from './preview-paging';

/** Rows in the file, valid, with errors; test ids `<testIdPrefix>-total|valid|invalid`. */
export function PreviewCounts({
  totalCount,
  validCount,
  invalidCount,
  testIdPrefix,
}: {
  totalCount: number;
  validCount: number;
  invalidCount: number;
  testIdPrefix: string;
}) {
  const { t } = useLingui();
  return (
    <SimpleGrid role="group" columns={{ base: 1, sm: 3 }} gap="3" aria-label={t`校验结果`}>
      <Stat.Root borderWidth="1px" borderRadius="md" p="3">
        <Stat.Label>
          <Trans>总行数</Trans>
        </Stat.Label>
        <Stat.ValueText data-testid={`${testIdPrefix}-total`}>{totalCount}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" borderRadius="md" p="3">
        <Stat.Label>
          <Trans>有效</Trans>
        </Stat.Label>
        <Stat.ValueText color="green.fg" data-testid={`${testIdPrefix}-valid`}>
          {validCount}
        </Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" borderRadius="md" p="3" borderColor={invalidCount > 0 ? 'border.error' : undefined}>
        <Stat.Label>
          <Trans>有错误</Trans>
        </Stat.Label>
        <Stat.ValueText color={invalidCount > 0 ? 'red.fg' : undefined} data-testid={`${testIdPrefix}-invalid`}>
          {invalidCount}
        </Stat.ValueText>
      </Stat.Root>
    </SimpleGrid>
  );
}

/** "Only rows with errors" and which rows the page shows. */
export function PreviewFilter({
  onlyErrors,
  onOnlyErrorsChange,
  invalidCount,
  firstShown,
  lastShown,
  matching,
}: PreviewFilterState) {
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }}>
      <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" fontSize="sm">
        <NativeCheckbox
          checked={onlyErrors}
          disabled={invalidCount === 0 && !onlyErrors}
          onChange={(event) => onOnlyErrorsChange(event.currentTarget.checked)}
        />
        <Trans>只看有错误的行（{invalidCount}）</Trans>
      </chakra.label>
      <Text fontSize="sm" color="fg.muted" role="status">
        {matching === 0 ? (
          <Trans>没有有错误的行。</Trans>
        ) : (
          <Trans>
            显示第 {firstShown}–{lastShown} 条，共 {matching} 条
          </Trans>
        )}
      </Text>
    </Stack>
  );
}

/**
 * Why confirming failed: the app's title (how many rows, nothing written), and the refused rows (already flagged in
 * the table) as "row · column: message", or the server's message when it named no rows.
 */
export function ImportRefusal({
  title,
  problems,
  serverMessage,
  titleOf,
}: {
  title: ReactNode;
  problems: readonly ImportProblem[];
  serverMessage: string | undefined;
  titleOf: ReadonlyMap<string, string>;
}) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {problems.length > 0 ? (
            <List.Root ps="5" gap="0.5">
              {problems.map((problem) => {
                const row = problem.rowNumber;
                const column = problem.column ? (titleOf.get(problem.column) ?? problem.column) : null;
                const message = problem.message;
                return (
                  <List.Item key={`${row}|${problem.column}|${message}`}>
                    {row === null ? message : column ? <Trans>第 {row} 行 · {column}：{message}</Trans> : <Trans>第 {row} 行：{message}</Trans>}
                  </List.Item>
                );
              })}
            </List.Root>
          ) : (
            serverMessage
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The steps of an import as an ordered list, the current one marked (`aria-current="step"`). */
export function StepIndicator({ steps, current, label }: { steps: readonly string[]; current: number; label: string }) {
  return (
    <HStack as="ol" aria-label={label} gap={{ base: '2', md: '6' }} wrap="wrap" listStyle="none" fontSize="sm">
      {steps.map((text, index) => {
        const step = index + 1;
        const active = step === current;
        return (
          <HStack as="li" key={text} gap="2" aria-current={active ? 'step' : undefined}>
            <Box
              as="span"
              aria-hidden="true"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="6"
              borderRadius="full"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border.emphasized'}
              bg={active ? 'brand.solid' : step < current ? 'brand.subtle' : 'bg'}
              color={active ? 'brand.contrast' : 'fg'}
              fontWeight="medium"
            >
              {step}
            </Box>
            <Text fontWeight={active ? 'semibold' : 'normal'} color={active ? 'fg' : 'fg.muted'}>
              {text}
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}
