/** Placeholder until the screen's issue lands. */
export default function AboutScreen() {
  return <h1>AboutScreen</h1>;
}
