/** Placeholder until the screen's issue lands. */
export default function RegisterFailedScreen() {
  return <h1>RegisterFailedScreen</h1>;
}
