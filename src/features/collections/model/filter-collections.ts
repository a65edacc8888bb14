/** Collections whose name or description contains the query, ignoring case. */
export function filterCollections<T extends { name: string; description?: string | null }>(
  collections: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...collections];
  return collections.filter((collection) =>
    [collection.name, collection.description ?? ''].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}
