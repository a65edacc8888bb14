/** Placeholder until the screen's issue lands. */
export default function CollectionScreen() {
  return <h1>CollectionScreen</h1>;
}
