import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { UiProvider } from '../ui-provider';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { EnumSelect } from './enum-select';
import { Pager, pageCount } from './pager';

interface Parcel {
  id: string;
  waybill: string;
  weight: number;
}

const parcels: Parcel[] = [
  { id: 'p1', waybill: 'FA1', weight: 2.5 },
  { id: 'p2', waybill: 'FA2', weight: 7 },
];
const columns: DataTableColumn<Parcel>[] = [
  { key: 'waybill', header: 'Waybill', cell: (row) => row.waybill, nowrap: true },
  { key: 'weight', header: 'Weight', cell: (row) => `${row.weight} kg`, align: 'end' },
];

beforeAll(() => {
  i18n.load('zh-Hans', {});
  i18n.activate('zh-Hans');
});

const wrap = (ui: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <UiProvider>{ui}</UiProvider>
    </I18nProvider>,
  );

function Table(props: Partial<DataTableProps<Parcel>>) {
  return <DataTable label="Parcels" columns={columns} rows={parcels} rowKey={(row) => row.id} {...props} />;
}

describe('DataTable', () => {
  it('renders a named table of the columns in a named, focusable scroll box', () => {
    wrap(<Table />);
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Waybill', 'Weight']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: '2.5 kg' })).toHaveStyle({ textAlign: 'end' });
    const box = screen.getByRole('region', { name: 'Parcels（可横向滚动）' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(table);
  });

  it('names the table by a caption when asked (hidden or shown)', () => {
    wrap(<Table caption="hidden" />);
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(table).not.toHaveAttribute('aria-label');
    expect(table.querySelector('caption')).toHaveTextContent('Parcels');
  });

  it('shows skeleton rows while loading, the error slot on failure and the empty state without rows', () => {
    const { rerender } = wrap(<Table loading loadingLabel="Loading parcels" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading parcels')).toHaveAttribute('aria-busy', 'true');

    const again = (ui: ReactNode) =>
      rerender(
        <I18nProvider i18n={i18n}>
          <UiProvider>{ui}</UiProvider>
        </I18nProvider>,
      );
    again(<Table error={<p role="alert">Could not load</p>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    again(<Table rows={[]} empty="No parcels yet" />);
    expect(screen.getByText('No parcels yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // Without an empty state an empty table keeps its header.
    again(<Table rows={[]} />);
    expect(within(screen.getByRole('table', { name: 'Parcels' })).getAllByRole('row')).toHaveLength(1);
  });

  it('selects rows one by one and all on the page (mixed state in between)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    function Selectable() {
      const [selected, setSelected] = useState<string[]>(['elsewhere']);
      onChange(selected);
      return <Table selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select ${row.waybill}` }} />;
    }
    wrap(<Selectable />);
    const all = screen.getByRole('checkbox', { name: '全选本页' });
    expect(all).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select FA2' }));
    expect(onChange).toHaveBeenLastCalledWith(['elsewhere', 'p2']);
    expect(all).toBePartiallyChecked();

    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['elsewhere', 'p1', 'p2']);
    expect(all).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select FA1' })).toBeChecked();

    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['elsewhere']);
    expect(screen.getByRole('checkbox', { name: 'Select FA1' })).not.toBeChecked();
  });
});

describe('Pager', () => {
  it('counts pages from 1 and moves by one page', async () => {
    expect(pageCount(0, 7)).toBe(1);
    expect(pageCount(7, 7)).toBe(1);
    expect(pageCount(9, 7)).toBe(2);

    const user = userEvent.setup();
    const onPageChange = jest.fn();
    wrap(<Pager page={1} pageCount={2} totalCount={9} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toHaveTextContent('第 1 / 2 页，共 9 条');
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('hides a single page unless asked, and names a second pager apart', () => {
    const { container } = wrap(<Pager page={1} pageCount={1} totalCount={3} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    wrap(<Pager page={3} pageCount={3} onPageChange={jest.fn()} label="Preview pages" showSinglePage />);
    const nav = screen.getByRole('navigation', { name: 'Preview pages' });
    expect(nav).toHaveTextContent('第 3 / 3 页');
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeDisabled();
  });
});

describe('Pager of a capped count', () => {
  it('says "more than" the count and keeps the next page open past the counted pages', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    wrap(<Pager page={1429} pageCount={pageCount(10_003, 7)} totalCount={10_003} totalCountIsLowerBound onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toHaveTextContent('第 1429 页，超过 10,003 条');
    await user.click(within(nav).getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(1430);
  });

  it('shows a single counted page when more rows exist past it', () => {
    wrap(<Pager page={1} pageCount={1} totalCount={7} totalCountIsLowerBound onPageChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeEnabled();
  });
});

describe('EnumSelect', () => {
  it('is a labelled select of the values after an "all" option', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    wrap(
      <EnumSelect
        label="Status"
        allLabel="All statuses"
        options={[
          { value: 30, displayName: 'In transit' },
          { value: 60, displayName: 'Delivered' },
        ]}
        value=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'In transit', 'Delivered']);
    await user.selectOptions(select, 'Delivered');
    expect(onChange).toHaveBeenCalledWith('60');
  });
});

describe('data table stacked as cards below a breakpoint', () => {
  const withActions: DataTableColumn<Parcel>[] = [
    ...columns,
    { key: 'actions', header: <span>Actions</span>, label: '', cell: (row) => <button type="button">{`Edit ${row.waybill}`}</button> },
  ];

  it('names each value by its column and keeps the table semantics (explicit roles)', () => {
    wrap(<Table columns={withActions} stackBelow="md" />);
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(table).toHaveAttribute('role', 'table');
    // jsdom matches no media query: the narrow layout, where the header row is hidden and each cell names its column.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Waybill', 'Weight', null]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Edit FA1' })).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((header) => header.textContent)).toEqual(['Waybill', 'Weight', 'Actions']);
  });

  it('is a plain table without it', () => {
    wrap(<Table columns={withActions} />);
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(table).not.toHaveAttribute('role');
    expect(table.querySelector('[data-label]')).toBeNull();
  });
});
