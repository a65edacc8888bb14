/** Placeholder until the screen's issue lands. */
export default function DashboardScreen() {
  return <h1>DashboardScreen</h1>;
}
