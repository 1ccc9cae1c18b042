/** Placeholder until this screen is built. */
export function AdminRoutes() {
  return (
    <section className="panel">
      <h1>Admin Dashboard</h1>
    </section>
  );
}
