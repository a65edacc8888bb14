/** Placeholder until the screen's issue lands. */
export default function PrivacyScreen() {
  return <h1>PrivacyScreen</h1>;
}
