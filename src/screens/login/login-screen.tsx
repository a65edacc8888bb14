/** Placeholder until the screen's issue lands. */
export default function LoginScreen() {
  return <h1>LoginScreen</h1>;
}
