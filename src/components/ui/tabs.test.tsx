import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the tabs, their code not loaded and held until the page is shown. */
async function freshTabs() {
  vi.resetModules();
  const shown = await import('#src/lib/page-shown');
  let show!: () => void;
  shown.holdUntilPageShown(new Promise<void>((resolve) => (show = resolve)));
  const tabs = await import('./tabs');
  function Example() {
    const [value, setValue] = useState('ingredients');
    return (
      <tabs.Tabs value={value} onValueChange={setValue}>
        <tabs.TabsList aria-label="Recipe">
          <tabs.TabsTrigger value="ingredients">Ingredients</tabs.TabsTrigger>
          <tabs.TabsTrigger value="nutrition">Nutrition</tabs.TabsTrigger>
        </tabs.TabsList>
        <tabs.TabsContent value="ingredients">200 g flour</tabs.TabsContent>
        <tabs.TabsContent value="nutrition">450 kcal</tabs.TabsContent>
      </tabs.Tabs>
    );
  }
  return { Example, show, loadTabs: tabs.loadTabs };
}

/** Each element with its attributes (sorted; without the generated ids and Radix's own markers). */
const IGNORED = ['id', 'aria-controls', 'aria-labelledby', 'dir', 'style', 'tabindex'];
function markup(element: Element): string {
  const attributes = Array.from(element.attributes)
    .filter(({ name }) => !IGNORED.includes(name) && !name.startsWith('data-radix'))
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(' ');
  const inner = element.children.length
    ? Array.from(element.children).map(markup).join('')
    : (element.textContent ?? '');
  return `<${element.tagName.toLowerCase()} ${attributes}>${inner}</>`;
}

describe('Tabs', () => {
  beforeEach(() => vi.useRealTimers());

  it('before their code is there: the same roles, the active panel, and a click switches', async () => {
    const { Example } = await freshTabs();
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Recipe' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Ingredients' })).toHaveTextContent('200 g flour');
    expect(screen.queryByText('450 kcal')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Nutrition' }));
    expect(screen.getByRole('tab', { name: 'Nutrition' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Nutrition' })).toHaveTextContent('450 kcal');
  });

  it("once the page is shown Radix's tabs take their place with the same markup, and the arrow keys work", async () => {
    const { Example, show, loadTabs } = await freshTabs();
    const { container } = render(<Example />);
    const before = markup(container);
    show();
    await loadTabs();
    await waitFor(() =>
      expect(container.querySelector('[role="tablist"]')).toHaveAttribute('tabindex'),
    );
    expect(markup(container)).toBe(before);
    screen.getByRole('tab', { name: 'Ingredients' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Nutrition' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Nutrition' })).toHaveTextContent('450 kcal');
  });
});
