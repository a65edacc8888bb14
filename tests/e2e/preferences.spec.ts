import { expect, test, type Page } from '@playwright/test';
import { startAsCook } from './cook';

const section = (page: Page) => page.getByRole('region', { name: 'Food preferences' });

test.describe('standing food preferences', () => {
  test('set in Settings, shown in the wizard, edited in its dialog, kept after a reload', async ({
    page,
  }) => {
    await startAsCook(page);
    await page.goto('/app/generate');
    await expect(
      page.getByRole('heading', { name: 'What do you want to cook today?' }),
    ).toBeVisible();
    // Nothing set yet: no line.
    await expect(page.getByText(/^Avoiding:/)).toHaveCount(0);

    await page.goto('/app/settings');
    const prefs = section(page);
    await prefs.getByRole('checkbox', { name: 'Peanuts' }).check();
    await prefs.getByRole('checkbox', { name: 'Halal' }).check();
    const dislike = prefs.getByRole('textbox', { name: 'Foods you do not eat' });
    await dislike.fill('coriander');
    await dislike.press('Enter');
    await dislike.fill('olives');
    await dislike.press('Enter');
    // A repeat (ignoring case) is refused with the reason.
    await dislike.fill('Olives');
    await dislike.press('Enter');
    await expect(prefs.getByRole('alert')).toHaveText('Olives is already in the list.');
    await dislike.fill('');
    // Backspace in the empty box takes the last one off.
    await dislike.press('Backspace');
    await expect(prefs.getByRole('list', { name: 'Foods you do not eat' })).toHaveText('coriander');
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await expect(prefs.getByRole('status')).toHaveText('Your food preferences have been saved.');

    await page.goto('/app/generate');
    const line = page.getByText(/^Avoiding:/);
    await expect(line).toHaveText('Avoiding: peanuts, pork and alcohol, coriander');

    // Edit in place: the dialog holds the same form; saving closes it and gives focus back.
    const edit = page.getByRole('button', { name: 'Edit food preferences' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Food preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Eggs' }).check();
    await dialog.getByRole('button', { name: 'Remove coriander' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Foods you do not eat' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Foods you do not eat' }).fill('mushrooms');
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(line).toHaveText('Avoiding: eggs, peanuts, pork and alcohol, mushrooms');

    await page.reload();
    await expect(page.getByText(/^Avoiding:/)).toHaveText(
      'Avoiding: eggs, peanuts, pork and alcohol, mushrooms',
    );
    await page.goto('/app/settings');
    await expect(section(page).getByRole('checkbox', { name: 'Eggs' })).toBeChecked();
    await expect(section(page).getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    await expect(section(page).getByRole('list', { name: 'Foods you do not eat' })).toHaveText(
      'mushrooms',
    );
  });
});
