/**
 * A bounded, redacted excerpt of a provider's error text, for operator logs and `npm run ai:check`
 * only: never for API errors or messages that reach a client. Keys, bearer tokens, long opaque
 * strings, email addresses and the configured secret are masked, and the excerpt is cut short.
 */
const MAX_EXCERPT = 160;

const PATTERNS: readonly RegExp[] = [
  /\b(?:sk|pk|rk|key|api|token|secret)[-_][A-Za-z0-9_-]{6,}/gi,
  /\bBearer\s+\S+/gi,
  /\b[A-Za-z0-9_+/=-]{24,}/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
];

export function redactedExcerpt(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  for (const pattern of PATTERNS) out = out.replace(pattern, '[redacted]');
  return out.length > MAX_EXCERPT ? `${out.slice(0, MAX_EXCERPT - 1)}…` : out;
}
