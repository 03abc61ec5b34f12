import { useState } from 'react';
import { RowMenu } from '../../../components/row-menu';
import { downloadFile } from '../../../lib/http/download';
import type { QueryParams } from '../../../lib/http/query-string';
import { toastError } from '../../../lib/toast';

/** "Eksport (Excel, CSV)": the whole filtered list (every page) as a file, sorted as shown. */
export function ExportMenu({ query }: { query: QueryParams }) {
  const [busy, setBusy] = useState(false);
  const run = (format: 'xlsx' | 'csv') => {
    const { page: _page, limit: _limit, ...filters } = query;
    setBusy(true);
    downloadFile('/order-history/export', { ...filters, format }, `buyurtmalar.${format}`)
      .catch((error: unknown) => toastError(error, 'Eksport'))
      .finally(() => setBusy(false));
  };
  return (
    <RowMenu
      label={busy ? 'Eksport…' : 'Eksport (Excel, CSV)'}
      text={busy ? 'Eksport…' : 'Eksport'}
      items={[
        { label: 'Excel (.xlsx)', onSelect: () => run('xlsx') },
        { label: 'CSV (.csv)', onSelect: () => run('csv') },
      ]}
    />
  );
}
