import { Box, Skeleton, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadingStatus } from '../loading/loading';
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
  /**
   * The column's name beside its value when rows are stacked as cards (`stackBelow`); by default the header when it is
   * a string. An empty string shows the value alone (a row's actions).
   */
  label?: string;
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
  /**
   * Below this breakpoint each row is a card (every value under its column's name, the row's actions in full view)
   * instead of a line that scrolls sideways: for lists where the row is the unit (an address book). The table keeps
   * its semantics (explicit roles, since `display: block` takes them away in some browsers).
   */
  stackBelow?: 'md' | 'lg';
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
  stackBelow,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  if (loading) {
    return (
      <LoadingStatus gap="2" label={loadingLabel}>
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} height="10" />
        ))}
      </LoadingStatus>
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
  const stack = stackBelow ? stackedStyles(stackBelow) : null;
  return (
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-label={t`${label}（可横向滚动）`}
      focusVisibleRing="outside"
      borderWidth={framed ? '1px' : undefined}
      borderRadius={framed ? 'md' : undefined}
      // Chakra's scroll area keeps every cell on one line. On a phone that stays (each row one line, the table scrolls
      // sideways); from md up, cells wrap so that a wide table fits its page (issue 27: the console's orders were cut
      // at 1,280 px), except the columns marked `nowrap` (numbers, dates, amounts).
      whiteSpace={{ base: 'nowrap', md: 'normal' }}
    >
      <Table.Root size="sm" aria-label={caption ? undefined : label} {...stack?.table}>
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
        <Table.Header {...stack?.header}>
          <Table.Row {...stack?.headerRow}>
            {selection ? (
              <Table.ColumnHeader scope="col" {...stack?.columnHeader}>
                <SelectAll keys={keys} selection={selection} />
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" textAlign={column.align} {...stack?.columnHeader}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body {...stack?.body}>
          {rows.map((row, index) => {
            const key = keys[index] ?? String(index);
            return (
              <Table.Row key={key} {...stack?.row}>
                {selection ? (
                  <Table.Cell {...stack?.cell}>
                    <NativeCheckbox
                      aria-label={selection.rowLabel(row)}
                      checked={selection.selected.includes(key)}
                      onChange={(event) => selection.onChange(toggled(selection.selected, [key], event.currentTarget.checked))}
                    />
                  </Table.Cell>
                ) : null}
                {columns.map((column) => (
                  <Table.Cell
                    key={column.key}
                    whiteSpace={column.nowrap ? 'nowrap' : undefined}
                    {...stack?.cell}
                    textAlign={stackBelow ? { base: 'end', [stackBelow]: column.align ?? 'start' } : column.align}
                    data-label={stack ? columnLabel(column) || undefined : undefined}
                  >
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

function columnLabel<Row>(column: DataTableColumn<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : '');
}

/**
 * Props that turn the table into cards below `from` and leave it a table from there up (responsive values, so the
 * switch is CSS only). Each cell puts its column's name (`data-label`) before its value.
 */
function stackedStyles(from: 'md' | 'lg') {
  const at = <T,>(below: T, above: T) => ({ base: below, [from]: above });
  return {
    table: { role: 'table', display: at('block', 'table') },
    header: { role: 'rowgroup', display: at('none', 'table-header-group') },
    headerRow: { role: 'row' },
    columnHeader: { role: 'columnheader' },
    body: { role: 'rowgroup', display: at('block', 'table-row-group') },
    row: {
      role: 'row',
      display: at('block', 'table-row'),
      borderBottomWidth: at('1px', '0'),
      py: at('2', '0'),
    },
    cell: {
      role: 'cell',
      display: at('flex', 'table-cell'),
      gap: '3',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      borderBottomWidth: at('0', '1px'),
      // The recipe's cell padding (size sm) above the breakpoint.
      py: at('1', '2'),
      _before: { content: at('attr(data-label)', 'none'), color: 'fg.muted', fontWeight: 'medium', textAlign: 'start', flexShrink: 0 },
    },
  } as const;
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
