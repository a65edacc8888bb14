/** Placeholder until the screen's issue lands. */
export default function LibraryScreen() {
  return <h1>LibraryScreen</h1>;
}
