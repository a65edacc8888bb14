/**
 * A bounded, redacted excerpt of a provider's error text, for operator logs and `npm run ai:check`
 * only: never for API errors or messages that reach a client. Keys, bearer tokens, long opaque
 * strings, email addresses and the configured secret are masked, and the excerpt is cut short.
 */
const MAX_EXCERPT = 160;

/** A word that looks like a credential or an address: masked whole. */
const SECRET_WORD: readonly RegExp[] = [
  /^\W*(?:sk|pk|rk|key|api|token|secret)[-_]/i,
  /[\w+/=-]{24}/,
  /@[\w-]+\./,
  // Host names and addresses (db-7.corp.example:5432, 10.1.2.3): where the provider runs is internal.
  /\w\.\w+\.\w/,
];

export function redactedExcerpt(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  const words = out.split(' ');
  out = words
    .map((word, index) =>
      SECRET_WORD.some((pattern) => pattern.test(word)) || /^bearer$/i.test(words[index - 1] ?? '')
        ? '[redacted]'
        : word,
    )
    .join(' ');
  return out.length > MAX_EXCERPT ? `${out.slice(0, MAX_EXCERPT - 1)}…` : out;
}
