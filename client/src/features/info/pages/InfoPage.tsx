/** Placeholder until this screen is built. */
export function InfoPage() {
  return (
    <section className="panel">
      <h1>Information</h1>
    </section>
  );
}
