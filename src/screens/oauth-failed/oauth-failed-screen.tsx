/** Placeholder until the screen's issue lands. */
export default function OauthFailedScreen() {
  return <h1>OauthFailedScreen</h1>;
}
