/** Placeholder until this screen is built. */
export function NotFoundPage() {
  return (
    <section className="panel">
      <h1>Page not found</h1>
    </section>
  );
}
