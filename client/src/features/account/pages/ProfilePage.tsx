/** Placeholder until this screen is built. */
export function ProfilePage() {
  return (
    <section className="panel">
      <h1>My Profile</h1>
    </section>
  );
}
