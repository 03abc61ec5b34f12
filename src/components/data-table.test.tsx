import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('DataTable', () => {
  it('marks the sorted column and asks for a new sort from its header', () => {
    const onSort = vi.fn();
    act(() => root.render(<DataTable caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} sort="name" order="asc" onSort={onSort} />));
    const header = container.querySelector('th[aria-sort]')!;
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    act(() => header.querySelector('button')!.click());
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('opens a row on click or Enter, but leaves its buttons alone', () => {
    const onRowClick = vi.fn();
    act(() => root.render(<DataTable caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={onRowClick} />));
    const row = container.querySelectorAll('tbody tr')[1] as HTMLTableRowElement;
    act(() => row.querySelector('button')!.click());
    expect(onRowClick).not.toHaveBeenCalled();
    act(() => row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('moves between rows with the arrow keys', () => {
    act(() => root.render(<DataTable caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} onRowClick={vi.fn()} />));
    const [first, second] = container.querySelectorAll<HTMLTableRowElement>('tbody tr');
    first!.focus();
    act(() => first!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(document.activeElement).toBe(second);
    act(() => second!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(document.activeElement).toBe(second);
    act(() => second!.querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true })));
    expect(document.activeElement).toBe(first);
  });

  it('selects rows and the whole page', () => {
    const onSelect = vi.fn();
    act(() => root.render(<DataTable caption="T" columns={columns} rows={rows} rowKey={(r) => r.id} selected={new Set([1])} onSelect={onSelect} />));
    act(() => (container.querySelector('thead input') as HTMLInputElement).click());
    expect(onSelect).toHaveBeenLastCalledWith(new Set([1, 2]));
  });

  it('shows skeleton rows while loading and an empty state after', () => {
    act(() => root.render(<DataTable caption="T" columns={columns} rows={[]} rowKey={(r) => r.id} isLoading />));
    expect(container.querySelectorAll('tbody tr[aria-hidden]').length).toBeGreaterThan(0);
    act(() => root.render(<DataTable caption="T" columns={columns} rows={[]} rowKey={(r) => r.id} />));
    expect(container.textContent).toContain('Maʼlumot yoʻq');
  });
});
