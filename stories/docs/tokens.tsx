import { useEffect, useRef, useState } from 'react';
import css from '#src/index.css?raw';
import {
  fontFamilies,
  groupColors,
  parseThemeTokens,
  utilityName,
  type Token,
} from '#stories/support/tokens';

/** Read from the stylesheet's text when Storybook is built: nothing on this page is copied by hand. */
const TOKENS = parseThemeTokens(css);
const COLORS = groupColors(TOKENS);
const FONT_SANS = TOKENS.find((token) => token.name === '--font-sans');
const FAMILIES = FONT_SANS ? fontFamilies(FONT_SANS.value) : [];
const SHIPS_FONT_FACE = /@font-face/.test(css);
const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);
const SIZES = ['text-sm', 'text-base', 'text-xl', 'text-3xl', 'text-4xl'];

/** True when this browser has `family` (its glyphs measure differently from both generic fallbacks). */
function installed(family: string): boolean {
  if (GENERIC.has(family)) return true;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return false;
  const sample = 'mmmmmmmmmmlliWQ@#0123456789';
  return ['monospace', 'serif'].some((fallback) => {
    context.font = `72px ${fallback}`;
    const base = context.measureText(sample).width;
    context.font = `72px "${family}", ${fallback}`;
    return context.measureText(sample).width !== base;
  });
}

const cell = 'border-b border-stone-200 px-3 py-2 text-left align-top';

function Swatch({ token }: { token: Token }) {
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="h-12 w-12 shrink-0 rounded-lg border border-stone-200"
        style={{ background: `var(${token.name}, ${token.value})` }}
      />
      <span className="text-sm">
        <code className="block font-semibold">{token.name}</code>
        <code className="block text-muted">{token.value}</code>
        <span className="block text-muted">
          bg-{utilityName(token)}, text-{utilityName(token)}
        </span>
      </span>
    </li>
  );
}

/** Every colour token of `src/index.css`, grouped: each numbered scale, then the named colours. */
export function ColorTokens() {
  return (
    <div className="not-prose space-y-6">
      {COLORS.map((group) => (
        <section key={group.name} aria-label={`Colours: ${group.name}`}>
          <h3 className="mb-2 text-base font-semibold">
            {group.name === 'named' ? 'Named colours' : `Scale: ${group.name}`}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.tokens.map((token) => (
              <Swatch key={token.name} token={token} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Every token of the `@theme` block with its value, in source order. */
export function AllTokens() {
  return (
    <table className="not-prose w-full border-collapse text-sm">
      <caption className="sr-only">Every design token of src/index.css</caption>
      <thead>
        <tr>
          <th className={cell}>Token</th>
          <th className={cell}>Value</th>
        </tr>
      </thead>
      <tbody>
        {TOKENS.map((token) => (
          <tr key={token.name}>
            <td className={cell}>
              <code>{token.name}</code>
            </td>
            <td className={cell}>
              <code>{token.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The `--font-sans` stack, each family marked as present in this browser or skipped, the family the
 * text really renders in, and the Tailwind text sizes measured from the page.
 */
export function TypeTokens() {
  const [present, setPresent] = useState<Record<string, boolean>>({});
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const samples = useRef<Record<string, HTMLParagraphElement | null>>({});
  useEffect(() => {
    void document.fonts.ready.then(() =>
      setPresent(Object.fromEntries(FAMILIES.map((family) => [family, installed(family)]))),
    );
    setSizes(
      Object.fromEntries(
        SIZES.map((size) => {
          const element = samples.current[size];
          return [size, element ? getComputedStyle(element).fontSize : ''];
        }),
      ),
    );
  }, []);
  const renders = FAMILIES.find((family) => present[family]);
  return (
    <div className="not-prose space-y-4 text-sm">
      <p>
        <code>--font-sans</code>: <code>{FONT_SANS?.value ?? 'not declared'}</code>
      </p>
      <p>
        {SHIPS_FONT_FACE
          ? 'src/index.css ships its own font files (@font-face).'
          : 'The app ships no font files (src/index.css has no @font-face): the browser takes the first family of the stack it has installed.'}
      </p>
      <ul className="list-disc pl-6">
        {FAMILIES.map((family) => (
          <li key={family}>
            <span style={{ fontFamily: GENERIC.has(family) ? family : `"${family}"` }}>
              {family}
            </span>
            {' — '}
            {family in present
              ? present[family]
                ? GENERIC.has(family)
                  ? 'generic fallback'
                  : 'installed in this browser'
                : 'not installed here, skipped'
              : '…'}
          </li>
        ))}
      </ul>
      {renders ? (
        <p>
          Text here renders in: <strong>{renders}</strong>.
        </p>
      ) : null}
      <div className="space-y-2" style={{ fontFamily: FONT_SANS?.value }}>
        {SIZES.map((size) => (
          <p
            key={size}
            ref={(element) => {
              samples.current[size] = element;
            }}
            className={`${size} font-semibold text-ink`}
          >
            What do you want to cook today?{' '}
            <span className="text-xs font-normal text-muted">
              {size} {sizes[size] ?? ''}
            </span>
          </p>
        ))}
      </div>
    </div>
  );
}
