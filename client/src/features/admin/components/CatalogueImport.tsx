import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { postAdminJson, readFileText } from '../admin-files';
import { adminToast } from '../admin-toast';

/** What the server answers for a catalogue file (REST POST /api/v1/admin/products/import). */
interface ImportReport {
  dryRun: boolean;
  imported: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  rows: Array<{ line: number; handle: string; name: string; outcome: string; message?: string }>;
}

const OUTCOME_TEXT: Record<string, string> = {
  create: 'Add',
  update: 'Update',
  unchanged: 'Unchanged',
  error: 'Error',
};

/**
 * Import CSV on the admin product page: the picked file is checked first (a dry run: what each row would do,
 * nothing written), then imported on the admin's word when no row has an error.
 */
export function CatalogueImport({ onImported }: { onImported: () => Promise<void> }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const send = (text: string, dryRun: boolean) =>
    postAdminJson<ImportReport>('/api/v1/admin/products/import', { csv: text, dryRun });

  async function check(file: File) {
    setBusy('Checking the file');
    setReport(null);
    try {
      const text = await readFileText(file);
      setReport(await send(text, true));
      setCsv(text);
    } catch (failure) {
      setCsv(null);
      adminToast.error('Failed to read the catalogue file', errorMessage(failure, ''));
    } finally {
      setBusy(null);
    }
  }

  async function runImport() {
    if (csv === null) return;
    setBusy('Importing');
    try {
      const done = await send(csv, false);
      setReport(done);
      setCsv(null);
      if (fileRef.current) fileRef.current.value = '';
      adminToast.success(`Catalogue imported: ${done.created} added, ${done.updated} updated`);
      await onImported();
    } catch (failure) {
      adminToast.error('Failed to import the catalogue', errorMessage(failure, ''));
    } finally {
      setBusy(null);
    }
  }

  const changes = report ? report.created + report.updated : 0;
  return (
    <section className="catalogue-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="small-title">
        Import products from a CSV file
      </h2>
      <p className="muted small">
        The columns of Export CSV. A row whose handle is a product&apos;s updates it; any other row adds a product. A
        product sold in kinds has a row per variant under one handle, with its options, SKU, price and stock. Pictures
        must be ones the shop already has; the file is checked before anything is written.
      </p>
      <div className="row wrap">
        <label htmlFor={`${id}-file`}>Catalogue CSV</label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept=".csv,text/csv"
          disabled={busy !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void check(file);
          }}
        />
      </div>
      {busy && (
        <p className="muted small" role="status">
          {busy}…
        </p>
      )}
      {report && (
        <div className={`bulk-report${report.failed > 0 ? ' bulk-failed' : ''}`} role="status">
          <h3 className="small-title">
            {report.imported ? 'Imported' : 'Checked'}: {report.created} to add, {report.updated} to update,{' '}
            {report.unchanged} unchanged, {report.failed} with errors
          </h3>
          {report.failed > 0 && (
            <p className="small">Nothing was imported. Correct these rows and pick the file again:</p>
          )}
          <ul className="small">
            {report.rows
              .filter((row) => row.outcome !== 'unchanged')
              .slice(0, 100)
              .map((row) => (
                <li key={row.line} className={row.outcome === 'error' ? 'bulk-failed' : 'bulk-ok'}>
                  Row {row.line}
                  {row.name ? ` (${row.name})` : ''}: {row.message ?? OUTCOME_TEXT[row.outcome] ?? row.outcome}
                </li>
              ))}
          </ul>
          {!report.imported && report.failed === 0 && changes > 0 && (
            <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void runImport()}>
              Import {changes} {changes === 1 ? 'product' : 'products'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
