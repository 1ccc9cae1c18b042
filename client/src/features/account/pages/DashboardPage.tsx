/** Placeholder until this screen is built. */
export function DashboardPage() {
  return (
    <section className="panel">
      <h1>My Dashboard</h1>
    </section>
  );
}
