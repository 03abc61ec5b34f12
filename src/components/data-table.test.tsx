import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Nomi', sortKey: 'name', cell: (r) => r.name },
  { id: 'id', header: 'ID', cell: (r) => <button type="button">{r.id}</button> },
];
const rows = [
  { id: 1, name: 'Suv' },
  { id: 2, name: 'Choy' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('DataTable', () => {
  it('marks the sorted column and asks for a new sort from its header', async () => {
    const onSort = vi.fn();
    render(
      <DataTable
        caption="T"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort="name"
        order="asc"
        onSort={onSort}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Nomi/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('opens a row on click or Enter, but leaves its buttons alone', async () => {
    const onRowClick = vi.fn();
    render(<DataTable caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={onRowClick} />);
    const row = bodyRows()[1]!;
    await userEvent.click(within(row).getByRole('button', { name: '2' }));
    expect(onRowClick).not.toHaveBeenCalled();
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('moves between rows with the arrow keys', async () => {
    render(<DataTable caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={vi.fn()} />);
    const [first, second] = bodyRows();
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    within(second!).getByRole('button').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('selects rows and the whole page', async () => {
    const onSelect = vi.fn();
    render(
      <DataTable
        caption="T"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        selected={new Set([1])}
        onSelect={onSelect}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hammasini tanlash' }));
    expect(onSelect).toHaveBeenLastCalledWith(new Set([1, 2]));
  });

  it('shows skeleton rows while loading and an empty state after', () => {
    const { container, rerender } = render(
      <DataTable caption="T" columns={columns} rows={[]} rowKey={(r) => r.id} isLoading />,
    );
    expect(container.querySelectorAll('tbody tr[aria-hidden]').length).toBeGreaterThan(0);
    rerender(<DataTable caption="T" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('Maʼlumot yoʻq')).toBeInTheDocument();
  });

  it('makes each clickable row one Tab stop, its controls reached with the arrow keys', async () => {
    render(<DataTable caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={() => {}} />);
    const [first, second] = bodyRows();
    const button = within(first!).getByRole('button', { name: '1' });
    expect(button).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(second).toHaveFocus();
  });

  it('selects a range with Shift-click', async () => {
    const more = [...rows, { id: 3, name: 'Non' }, { id: 4, name: 'Guruch' }];
    const onSelect = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="T"
        columns={columns}
        rows={more}
        rowKey={(r) => r.id}
        selected={new Set()}
        onSelect={onSelect}
      />,
    );
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Tanlash' })[0]!);
    expect(onSelect).toHaveBeenLastCalledWith(new Set([1]));
    rerender(
      <DataTable
        caption="T"
        columns={columns}
        rows={more}
        rowKey={(r) => r.id}
        selected={new Set([1])}
        onSelect={onSelect}
      />,
    );
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(screen.getAllByRole('checkbox', { name: 'Tanlash' })[2]!);
    await user.keyboard('{/Shift}');
    expect(onSelect).toHaveBeenLastCalledWith(new Set([1, 2, 3]));
  });
});
