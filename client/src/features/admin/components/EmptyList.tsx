/** A list with nothing to show: the title and a hint (search criteria, or why nothing exists yet). */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="panel empty-state">
      <h2>{title}</h2>
      <p className="muted">{hint}</p>
    </div>
  );
}
