interface Specification {
  key: string;
  value: string;
}

/** The specifications table; an empty value reads N/A. */
export function SpecificationsTable({ specifications }: { specifications: Specification[] }) {
  if (specifications.length === 0) return <p className="muted">No specifications listed for this product.</p>;
  return (
    <div className="table-wrap">
      <table className="table spec-table">
        <caption className="sr-only">Specifications</caption>
        <tbody>
          {specifications.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              <td>{row.value.trim() || 'N/A'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
