/** Placeholder until the screen's issue lands. */
export default function ForgotPasswordScreen() {
  return <h1>ForgotPasswordScreen</h1>;
}
