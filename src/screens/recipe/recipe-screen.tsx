/** Placeholder until the screen's issue lands. */
export default function RecipeScreen() {
  return <h1>RecipeScreen</h1>;
}
