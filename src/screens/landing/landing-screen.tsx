/** Placeholder until the screen's issue lands. */
export default function LandingScreen() {
  return <h1>LandingScreen</h1>;
}
