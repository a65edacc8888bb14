/** Placeholder until the screen's issue lands. */
export default function OauthCallbackScreen() {
  return <h1>OauthCallbackScreen</h1>;
}
