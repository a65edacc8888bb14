/** Placeholder until the screen's issue lands. */
export default function ResetPasswordScreen() {
  return <h1>ResetPasswordScreen</h1>;
}
