/** Placeholder until this screen is built. */
export function LoginPage() {
  return (
    <section className="panel">
      <h1>Sign In</h1>
    </section>
  );
}
