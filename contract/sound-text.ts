/**
 * Text the database can store (issue hardening-2, finding 2): PostgreSQL's text and jsonb refuse
 * NUL, and jsonb refuses an unpaired UTF-16 surrogate ("invalid input syntax for type json").
 * Request input with either is refused once, by the contract validator (contract/validate.ts);
 * text read out of an imported document is repaired instead (U+FFFD in place of each, as HTML
 * parsing does). Pure and browser-safe: the mock validates with it too.
 */

export type TextFlaw = 'nul' | 'surrogate';

const SURROGATE = /[\uD800-\uDFFF]/;

/** What makes a string unstorable: a NUL, an unpaired surrogate, or nothing (undefined). */
export function textFlaw(text: string): TextFlaw | undefined {
  // The usual case costs two native scans.
  const nul = text.indexOf('\u0000');
  if (nul === -1 && !SURROGATE.test(text)) return undefined;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return 'nul';
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
    else return 'surrogate';
  }
  return undefined;
}

/** The text with each NUL and each unpaired surrogate replaced by U+FFFD. */
export function soundText(text: string): string {
  if (textFlaw(text) === undefined) return text;
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 0 && (code < 0xd800 || code > 0xdfff)) continue;
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    out += `${text.slice(start, i)}\uFFFD`;
    start = i + 1;
  }
  return out + text.slice(start);
}

export interface TextFlawAt {
  /** Path from the value's root: property names and array indexes (a flawed key ends its own path). */
  path: (string | number)[];
  flaw: TextFlaw;
}

interface Visit {
  value: unknown;
  /** Set for a property whose name is flawed: reported in place of its value. */
  keyFlaw?: TextFlaw;
  parent: Visit | undefined;
  key: string | number | undefined;
}

const pathOf = (visit: Visit | undefined): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Every string (value or property name) in a parsed JSON value that holds a NUL or an unpaired
 * surrogate, in document order, at most `limit`. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function findTextFlaws(value: unknown, limit = 20): TextFlawAt[] {
  const found: TextFlawAt[] = [];
  const stack: Visit[] = [{ value, parent: undefined, key: undefined }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (visit.keyFlaw) found.push({ path: pathOf(visit), flaw: visit.keyFlaw });
    else if (typeof item === 'string') {
      const flaw = textFlaw(item);
      if (flaw) found.push({ path: pathOf(visit), flaw });
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--)
        stack.push({ value: item[i], parent: visit, key: i });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyFlaw = textFlaw(key);
        stack.push({ value: child, parent: visit, key, ...(keyFlaw ? { keyFlaw } : {}) });
      }
    }
  }
  return found;
}
