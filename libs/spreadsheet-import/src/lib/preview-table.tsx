import { Badge, Box, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PreviewColumn, PreviewRow } from './preview-rows';

export interface PreviewTableProps<R extends PreviewRow = PreviewRow> {
  columns: readonly Pick<PreviewColumn, 'key' | 'title' | 'letter' | 'required'>[];
  rows: readonly R[];
  /** The table's caption and name ("订单预览", "事件预览"). */
  caption: string;
  /** Names the valid rows' status ("可提交"). */
  validLabel?: string;
  /** `data-testid` of the table. */
  testId?: string;
  /** A column of the app's own after the status (not a cell of the sheet): e.g. the batch order's price estimate. */
  extraColumn?: { header: ReactNode; cell: (row: R) => ReactNode };
}

/**
 * Not a `DataTable` (@forwarder/ui) on purpose: the row number is a sticky row header (`th scope="row"`) that stays
 * in view while the wide sheet scrolls, headers carry the sheet's column letter and a required mark, and each cell
 * has its own error state (tint, `aria-invalid`, message), none of which a list table's columns express.
 *
 * The preview rows as the sheet has them: row number, status, then the template's columns (letter + title,
 * required marked). A cell with a problem is tinted and carries its message in words (`aria-invalid` too), so the
 * colour is never the only sign. Problems without a column of the template (the sender's) are listed in the status.
 */
export function PreviewTable<R extends PreviewRow>({ columns, rows, caption, validLabel, testId, extraColumn }: PreviewTableProps<R>) {
  const { t } = useLingui();
  const keys = new Set(columns.map((column) => column.key));
  return (
    <Table.ScrollArea
      // The containing block of the visually hidden "(required)" texts, so they are clipped here instead of widening
      // the page from where they would sit, far right in the wide header.
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      // Keyboard users scroll the wide table with the arrow keys once it has focus (it holds nothing focusable).
      tabIndex={0}
      role="region"
      aria-label={t`${caption}（可横向滚动）`}
      focusVisibleRing="outside"
    >
      <Table.Root size="sm" variant="line" data-testid={testId}>
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" position="sticky" left="0" bg="bg.muted" zIndex="1" whiteSpace="nowrap">
              <Trans>行号</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" bg="bg.muted" whiteSpace="nowrap">
              <Trans>状态</Trans>
            </Table.ColumnHeader>
            {extraColumn ? (
              <Table.ColumnHeader scope="col" bg="bg.muted" whiteSpace="nowrap">
                {extraColumn.header}
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" bg="bg.muted" minW="8rem">
                <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                  {column.letter}
                </Text>
                {column.title}
                {column.required ? (
                  <>
                    <Text as="span" color="red.fg" aria-hidden="true">
                      {' *'}
                    </Text>
                    <VisuallyHidden>
                      <Trans>（必填）</Trans>
                    </VisuallyHidden>
                  </>
                ) : null}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const errorCount = row.errors.length;
            const rowNumber = row.rowNumber;
            const unplaced = row.errors.filter((error) => !keys.has(error.column));
            return (
              <Table.Row key={row.rowNumber} data-row={row.rowNumber}>
                <Table.Cell as="th" scope="row" verticalAlign="top" position="sticky" left="0" bg="bg" zIndex="1" fontWeight="medium">
                  {rowNumber}
                </Table.Cell>
                <Table.Cell verticalAlign="top" minW="8rem">
                  {row.isValid ? (
                    <Badge colorPalette="green" variant="subtle">
                      {validLabel ?? <Trans>可提交</Trans>}
                    </Badge>
                  ) : (
                    <Stack gap="1">
                      <Badge colorPalette="red" variant="subtle" alignSelf="flex-start">
                        <Trans>{errorCount} 处错误</Trans>
                      </Badge>
                      {unplaced.map((error) => (
                        <Text key={`${error.column}:${error.message}`} fontSize="xs" color="red.fg">
                          {error.message}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Cell>
                {extraColumn ? (
                  <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                    {extraColumn.cell(row)}
                  </Table.Cell>
                ) : null}
                {columns.map((column) => {
                  const error = row.errors.find((item) => item.column === column.key);
                  const value = row.values[column.key] ?? '';
                  return (
                    <Table.Cell
                      key={column.key}
                      verticalAlign="top"
                      aria-invalid={error ? true : undefined}
                      bg={error ? 'red.subtle' : undefined}
                      borderInlineStartWidth={error ? '3px' : undefined}
                      borderInlineStartColor={error ? 'red.solid' : undefined}
                    >
                      <Box wordBreak="break-word" maxW="16rem">
                        {value || (error ? <Text as="span" color="fg.muted"><Trans>（空）</Trans></Text> : null)}
                      </Box>
                      {error ? (
                        <Text fontSize="xs" color="red.fg" mt="1" maxW="16rem">
                          {error.message}
                        </Text>
                      ) : null}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
