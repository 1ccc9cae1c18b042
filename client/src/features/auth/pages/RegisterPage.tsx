/** Placeholder until this screen is built. */
export function RegisterPage() {
  return (
    <section className="panel">
      <h1>Create Account</h1>
    </section>
  );
}
