/** Placeholder until the screen's issue lands. */
export default function SettingsScreen() {
  return <h1>SettingsScreen</h1>;
}
