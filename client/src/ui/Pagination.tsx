import { PAGINATION_WINDOW } from './constants';

/** The page numbers to show: at most 5, centred on the current page where possible. */
export function pageWindow(page: number, pages: number, size = PAGINATION_WINDOW): number[] {
  const count = Math.min(size, pages);
  let first = Math.max(1, page - Math.floor(count / 2));
  first = Math.min(first, pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Previous, up to 5 page numbers, Next. Hidden when there is one page. */
export function Pagination({ page, pages, onChange, label = 'Pagination' }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Previous page">
        ‹
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
