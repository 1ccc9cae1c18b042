/** Placeholder until this screen is built. */
export function CheckoutPage() {
  return (
    <section className="panel">
      <h1>Checkout</h1>
    </section>
  );
}
