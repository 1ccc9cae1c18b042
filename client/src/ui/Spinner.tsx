/**
 * A centred spinner with a text for screen readers. `page`: it stands for a whole page still loading and fills
 * the screen, so the footer stays below the fold until the page comes (no layout shift when it does).
 */
export function Spinner({ label = 'Loading…', page = false }: { label?: string; page?: boolean }) {
  return (
    <div className={page ? 'spinner-wrap spinner-page' : 'spinner-wrap'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
