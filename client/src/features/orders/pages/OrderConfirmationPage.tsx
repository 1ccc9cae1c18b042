/** Placeholder until this screen is built. */
export function OrderConfirmationPage() {
  return (
    <section className="panel">
      <h1>Order Confirmation</h1>
    </section>
  );
}
