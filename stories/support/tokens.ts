/**
 * The design tokens as `src/index.css` declares them in its `@theme` block: every `--name: value;`
 * in source order. The Design Tokens page reads the stylesheet's text at build time (`?raw`) and lists
 * what this returns, so the page cannot drift from the CSS.
 */
export interface Token {
  /** The custom property, e.g. `--color-brand-600`. */
  name: string;
  /** Its value as written in the CSS. */
  value: string;
}

export interface ColorGroup {
  /** `brand` for a numbered scale (`--color-brand-50` … `-900`), otherwise `named`. */
  name: string;
  tokens: Token[];
}

/** The declarations of every `@theme { ... }` block of `css`, comments removed, in source order. */
export function parseThemeTokens(css: string): Token[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens: Token[] = [];
  for (const block of source.matchAll(/@theme\b[^{]*\{([^}]*)\}/g)) {
    for (const decl of block[1]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      tokens.push({ name: decl[1]!, value: decl[2]!.trim() });
    }
  }
  return tokens;
}

/**
 * Colour tokens grouped for the page: each numbered scale (`--color-<scale>-<number>`) is one group
 * named after the scale, every other colour goes to the group `named`.
 */
export function groupColors(tokens: readonly Token[]): ColorGroup[] {
  const groups = new Map<string, Token[]>();
  for (const token of tokens) {
    const match = /^--color-(.+?)(?:-(\d+))?$/.exec(token.name);
    if (!match) continue;
    const group = match[2] ? match[1]! : 'named';
    groups.set(group, [...(groups.get(group) ?? []), token]);
  }
  return [...groups].map(([name, list]) => ({ name, tokens: list }));
}

/** The font families of a `font-family` value, quotes removed: `'Inter', Arial` → [Inter, Arial]. */
export function fontFamilies(value: string): string[] {
  return value
    .split(',')
    .map((family) => family.trim().replace(/^['"]|['"]$/g, ''))
    .filter(Boolean);
}

/** The Tailwind utility that uses a colour token: `--color-brand-600` → `brand-600` (bg-, text-, border-). */
export const utilityName = (token: Token) => token.name.replace(/^--color-/, '');
