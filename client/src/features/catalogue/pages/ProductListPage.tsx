/** Placeholder until this screen is built. */
export function ProductListPage() {
  return (
    <section className="panel">
      <h1>All Products</h1>
    </section>
  );
}
