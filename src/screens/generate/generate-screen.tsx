/** Placeholder until the screen's issue lands. */
export default function GenerateScreen() {
  return <h1>GenerateScreen</h1>;
}
