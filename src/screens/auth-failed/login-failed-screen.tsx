/** Placeholder until the screen's issue lands. */
export default function LoginFailedScreen() {
  return <h1>LoginFailedScreen</h1>;
}
