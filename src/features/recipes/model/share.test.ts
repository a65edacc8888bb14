import { describe, expect, it, vi } from 'vitest';
import { canShareNatively, recipeShareText, shareRecipe, type ShareableRecipe } from './share';

const recipe: ShareableRecipe = {
  title: 'Shakshuka',
  description: 'Eggs in a spiced tomato sauce.',
  servings: 2,
  ingredients: ['3 eggs', '400 g chopped tomatoes'],
  url: 'https://sous.example/s/q3VtX1k9mQe0bZ8cR2uYwA',
};

describe('recipeShareText', () => {
  it('lists the title, description, ingredients for the servings and the link', () => {
    expect(recipeShareText(recipe)).toBe(
      [
        'Shakshuka',
        '',
        'Eggs in a spiced tomato sauce.',
        '',
        'Ingredients (2 servings):',
        '- 3 eggs',
        '- 400 g chopped tomatoes',
        '',
        'https://sous.example/s/q3VtX1k9mQe0bZ8cR2uYwA',
      ].join('\n'),
    );
    expect(recipeShareText({ ...recipe, servings: 1 })).toContain('Ingredients (1 serving):');
  });
});

describe('shareRecipe', () => {
  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareRecipe(recipe, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Shakshuka', url: recipe.url }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    expect(await shareRecipe(recipe, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the public link without the Web Share API, and reports a failed copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareRecipe(recipe, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://sous.example/s/q3VtX1k9mQe0bZ8cR2uYwA');
    expect(canShareNatively(recipe, { clipboard: { writeText } })).toBe(false);
    expect(canShareNatively(recipe, { share: vi.fn(), canShare: () => false })).toBe(false);
    const broken = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareRecipe(recipe, { clipboard: { writeText: broken } })).toBe('failed');
    expect(await shareRecipe(recipe, {})).toBe('failed');
  });
});
