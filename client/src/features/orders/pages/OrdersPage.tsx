/** Placeholder until this screen is built. */
export function OrdersPage() {
  return (
    <section className="panel">
      <h1>My Orders</h1>
    </section>
  );
}
