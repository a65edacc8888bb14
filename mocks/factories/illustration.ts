import type { FoodCategory } from '#src/api/types';

const PALETTE: Record<FoodCategory, { bg: string; accent: string; food: string[] }> = {
  vegan: { bg: '#e8f5e1', accent: '#5b9b3a', food: ['#7cb342', '#f9a825', '#c0ca33'] },
  vegetarian: { bg: '#fff6dc', accent: '#e0a526', food: ['#ffd54f', '#fff3c4', '#8bc34a'] },
  beef: { bg: '#fbe7df', accent: '#8d3b26', food: ['#7b3f2a', '#a0522d', '#6d8b3a'] },
  pork: { bg: '#fdecef', accent: '#c2566f', food: ['#e8a0a8', '#d9777f', '#f4c27a'] },
  chicken: { bg: '#fff1de', accent: '#d98a2b', food: ['#e3a857', '#f2c17d', '#8bc34a'] },
  lamb: { bg: '#f3eae4', accent: '#8a5a44', food: ['#9c6b53', '#c48b6e', '#7aa35a'] },
  fish: { bg: '#e3f1f8', accent: '#2f7fa8', food: ['#f49a6c', '#ffc6a5', '#9ccc65'] },
  seafood: { bg: '#e4f4f3', accent: '#1f8a85', food: ['#ff8a65', '#ffab91', '#fff176'] },
  'mixed-meat': { bg: '#f6ece0', accent: '#a0622d', food: ['#b5533c', '#e0a458', '#7cb342'] },
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The food on the plate: a few category-specific shapes, placed by the seed. */
function food(category: FoodCategory, colors: string[], seed: number): string {
  const [a, b, c] = colors as [string, string, string];
  const turn = (seed * 37) % 360;
  switch (category) {
    case 'fish':
      return `<g transform="rotate(${(turn % 40) - 20} 200 200)"><ellipse cx="200" cy="200" rx="95" ry="45" fill="${a}"/><path d="M285 200l45-35v70z" fill="${a}"/><path d="M150 180q50-20 100 0M150 220q50 20 100 0" stroke="${b}" stroke-width="6" fill="none"/></g><circle cx="140" cy="280" r="14" fill="${c}"/><circle cx="265" cy="285" r="12" fill="${c}"/>`;
    case 'seafood':
      return (
        [0, 1, 2, 3]
          .map((i) => {
            const angle = turn + i * 90;
            return `<g transform="rotate(${angle} 200 200) translate(0 -55)"><path d="M170 200a30 30 0 1 1 60 0" stroke="${a}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M170 200a30 30 0 1 1 60 0" stroke="${b}" stroke-width="6" fill="none" stroke-dasharray="6 10"/></g>`;
          })
          .join('') + `<circle cx="200" cy="200" r="16" fill="${c}"/>`
      );
    case 'chicken':
    case 'lamb':
    case 'pork':
    case 'beef':
      return `<g transform="rotate(${(turn % 60) - 30} 200 200)"><path d="M120 170q80-70 160 0q20 60-40 80h-80q-60-20-40-80z" fill="${a}"/><path d="M150 190q50-30 100 0" stroke="${b}" stroke-width="10" fill="none" stroke-linecap="round"/><rect x="270" y="215" width="60" height="14" rx="7" fill="#f5efe6"/></g><circle cx="135" cy="275" r="16" fill="${c}"/><circle cx="170" cy="292" r="12" fill="${c}"/>`;
    case 'mixed-meat':
      return [0, 1, 2]
        .map((i) => {
          const y = 140 + i * 60;
          return `<rect x="105" y="${y - 3}" width="190" height="6" rx="3" fill="#8d6e63"/><circle cx="140" cy="${y}" r="20" fill="${a}"/><circle cx="200" cy="${y}" r="20" fill="${b}"/><circle cx="260" cy="${y}" r="20" fill="${c}"/>`;
        })
        .join('');
    case 'vegetarian':
      return `<circle cx="200" cy="200" r="78" fill="${b}"/><circle cx="${190 + (seed % 3) * 10}" cy="195" r="34" fill="${a}"/><path d="M130 260q20-30 40 0M230 140q20-30 40 0" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case 'vegan':
    default:
      return (
        [0, 1, 2, 3, 4]
          .map((i) => {
            const angle = ((turn + i * 72) * Math.PI) / 180;
            const x = Math.round(200 + Math.cos(angle) * 55);
            const y = Math.round(200 + Math.sin(angle) * 55);
            return `<circle cx="${x}" cy="${y}" r="${22 + (i % 2) * 6}" fill="${colors[i % 3]}"/>`;
          })
          .join('') + `<path d="M185 200q15-40 30 0q-15 40-30 0z" fill="${a}"/>`
      );
  }
}

/**
 * A simple, deterministic SVG food illustration (plate + category-specific food) for a recipe image,
 * served by GET /files/serve/{key} in the mock.
 */
export function foodIllustrationSvg(input: {
  title: string;
  category: FoodCategory;
  seed: number;
}): string {
  const { bg, accent, food: colors } = PALETTE[input.category];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">',
    `<title>${escape(input.title)}</title>`,
    `<rect width="400" height="400" fill="${bg}"/>`,
    `<circle cx="200" cy="200" r="150" fill="#ffffff" stroke="${accent}" stroke-width="6"/>`,
    `<circle cx="200" cy="200" r="118" fill="#fbfaf7" stroke="#ece6dc" stroke-width="3"/>`,
    food(input.category, colors, input.seed),
    '</svg>',
  ].join('');
}
