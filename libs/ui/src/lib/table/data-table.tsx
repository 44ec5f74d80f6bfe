import { Box, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NativeCheckbox } from './native-checkbox';

export interface DataTableColumn<Row> {
  /** React key of the column (unique in the table). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for numbers: header and cells aligned right (left in right-to-left text). */
  align?: 'start' | 'end';
  /** Keeps the cell on one line (dates, amounts, waybill numbers). */
  nowrap?: boolean;
}

export interface DataTableSelection<Row> {
  /** Keys (`rowKey`) of the selected rows; keys of rows on other pages are kept as they are. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Accessible name of a row's checkbox, e.g. "选择运单 FA000000014CN". */
  rowLabel: (row: Row) => string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The table's accessible name (also names its scroll box). */
  label: string;
  /**
   * Without it `label` is the table's `aria-label`; `hidden` makes it a visually hidden `<caption>`, `visible` a
   * caption shown above the rows.
   */
  caption?: 'hidden' | 'visible';
  /** Shows skeleton rows (`aria-busy`) instead of the table. */
  loading?: boolean;
  /** Accessible name of the skeleton while loading (default "正在加载"). */
  loadingLabel?: string;
  /** When set (a load failed), shown instead of the table. */
  error?: ReactNode;
  /** Shown instead of the table when there are no rows; without it an empty table keeps its header. */
  empty?: ReactNode;
  /** A checkbox per row plus "select all on this page" in the header. */
  selection?: DataTableSelection<Row>;
  /** A border around the table and its empty state (a list on its own); `false` inside a card. */
  framed?: boolean;
}

const SKELETON_ROWS = [0, 1, 2];

/**
 * A list as a table: typed columns, loading/error/empty states, optional row selection. The table sits in a scroll
 * box of its own (wide tables scroll sideways inside it, never the page); the box takes keyboard focus and has a
 * name, so keyboard users can scroll it with the arrow keys even when the table holds nothing focusable (axe's
 * `scrollable-region-focusable`).
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  caption,
  loading = false,
  loadingLabel,
  error,
  empty,
  selection,
  framed = true,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  if (loading) {
    return (
      <Stack gap="2" aria-busy="true" aria-label={loadingLabel ?? t`正在加载`}>
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} height="10" />
        ))}
      </Stack>
    );
  }
  if (error) return <>{error}</>;
  if (rows.length === 0 && empty) {
    return framed ? (
      <Box borderWidth="1px" borderRadius="md" p="8" textAlign="center" color="fg.muted">
        {empty}
      </Box>
    ) : (
      <Text color="fg.muted">{empty}</Text>
    );
  }
  const keys = rows.map(rowKey);
  return (
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={t`${label}（可横向滚动）`}
      focusVisibleRing="outside"
      borderWidth={framed ? '1px' : undefined}
      borderRadius={framed ? 'md' : undefined}
    >
      <Table.Root size="sm" aria-label={caption ? undefined : label}>
        {caption ? (
          <Table.Caption
            srOnly={caption === 'hidden'}
            captionSide="top"
            textAlign="start"
            px="3"
            py="2"
            color="fg.muted"
          >
            {label}
          </Table.Caption>
        ) : null}
        <Table.Header>
          <Table.Row>
            {selection ? (
              <Table.ColumnHeader scope="col">
                <SelectAll keys={keys} selection={selection} />
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" textAlign={column.align}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => {
            const key = keys[index] ?? String(index);
            return (
              <Table.Row key={key}>
                {selection ? (
                  <Table.Cell>
                    <NativeCheckbox
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.includes(key)}
                      onChange={(event) => selection.onChange(toggled(selection.selected, [key], event.currentTarget.checked))}
                    />
                  </Table.Cell>
                ) : null}
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.align} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function SelectAll<Row>({ keys, selection }: { keys: string[]; selection: DataTableSelection<Row> }) {
  const { t } = useLingui();
  const selectedHere = keys.filter((key) => selection.selected.includes(key)).length;
  const all = keys.length > 0 && selectedHere === keys.length;
  return (
    <NativeCheckbox
      aria-label={t`全选本页`}
      checked={all}
      indeterminate={selectedHere > 0 && !all}
      disabled={keys.length === 0}
      onChange={(event) => selection.onChange(toggled(selection.selected, keys, event.currentTarget.checked))}
    />
  );
}

/** `selected` with `keys` added (in order, once) or removed. */
function toggled(selected: readonly string[], keys: readonly string[], on: boolean): string[] {
  const rest = selected.filter((key) => !keys.includes(key));
  return on ? [...rest, ...keys] : rest;
}
