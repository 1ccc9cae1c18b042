import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  /** Column headings, left to right; a last, unnamed column holds each row's actions. */
  columns: readonly string[];
  className?: string;
  /** A first heading cell before the named columns (the select-all box of a list with bulk actions). */
  leading?: ReactNode;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/** The admin lists' table: scrolls sideways on narrow screens, with a caption and headings for assistive technology. */
export function AdminTable({ caption, columns, className, leading, children }: AdminTableProps) {
  return (
    <div className="table-wrap panel flush">
      <table className={['table', 'admin-table', className].filter(Boolean).join(' ')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {leading !== undefined && <th scope="col">{leading}</th>}
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
