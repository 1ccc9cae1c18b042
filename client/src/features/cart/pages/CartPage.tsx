/** Placeholder until this screen is built. */
export function CartPage() {
  return (
    <section className="panel">
      <h1>Your Cart</h1>
    </section>
  );
}
