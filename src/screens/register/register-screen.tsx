/** Placeholder until the screen's issue lands. */
export default function RegisterScreen() {
  return <h1>RegisterScreen</h1>;
}
