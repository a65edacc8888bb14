/** Placeholder until the screen's issue lands. */
export default function ContactScreen() {
  return <h1>ContactScreen</h1>;
}
