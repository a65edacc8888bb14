/**
 * The one text normalisation of the recipe book's readers (the server's engine and parsers, the mock's
 * slice matching, the wizard's prompt reading): lower case, accents folded (ä -> a, ß -> ss, é -> e),
 * apostrophes dropped, punctuation and hyphens single spaces, so "Crème-fraîche" and "creme fraiche"
 * compare equal.
 */
export function normalizeWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
