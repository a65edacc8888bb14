import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontFamilies, groupColors, parseThemeTokens } from '#stories/support/tokens';

// The page imports the same file with `?raw` (vitest turns CSS imports into empty strings, so read it).
const css = readFileSync(join(process.cwd(), 'src/index.css'), 'utf8');

describe('design tokens page source', () => {
  it('lists every custom property of the @theme block, with its value', () => {
    const tokens = parseThemeTokens(css);
    const declared = [...css.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(10);
    expect(tokens.map((t) => t.name)).toEqual(declared);
    expect(tokens.find((t) => t.name === '--color-brand-600')?.value).toBe('#c2410c');
  });

  it('reads only @theme blocks and skips comments', () => {
    const tokens = parseThemeTokens(
      '/* --color-old: red; */ :root { --not-a-token: 1px; } @theme { --color-a: #fff; /* x */ --font-sans: Arial, sans-serif; }',
    );
    expect(tokens).toEqual([
      { name: '--color-a', value: '#fff' },
      { name: '--font-sans', value: 'Arial, sans-serif' },
    ]);
  });

  it('groups numbered scales and named colours', () => {
    const groups = groupColors([
      { name: '--color-brand-50', value: '#fff7ed' },
      { name: '--color-ink', value: '#1c1917' },
      { name: '--color-brand-900', value: '#431407' },
      { name: '--font-sans', value: 'Arial' },
    ]);
    expect(groups).toEqual([
      {
        name: 'brand',
        tokens: [
          { name: '--color-brand-50', value: '#fff7ed' },
          { name: '--color-brand-900', value: '#431407' },
        ],
      },
      { name: 'named', tokens: [{ name: '--color-ink', value: '#1c1917' }] },
    ]);
  });

  it('splits a font stack into families without quotes', () => {
    expect(fontFamilies("'Inter', 'Liberation Sans', Arial, sans-serif")).toEqual([
      'Inter',
      'Liberation Sans',
      'Arial',
      'sans-serif',
    ]);
  });
});
