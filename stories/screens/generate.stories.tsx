import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { startMockWorker } from '#mocks/browser';
import { db } from '#mocks/db';
import { failing } from '#mocks/overrides';
import { api, unwrap } from '#src/api/client';
import { freezeClock, resetClock } from '#src/lib/clock';
import { PREPARING_SESSION_KEY, storeSession } from '#src/features/generate/model/stored-session';
import GenerateScreen from '#src/screens/generate/generate-screen';
import { pngFile } from '#stories/features/generate/fixtures';

const LAZY = { timeout: 10000 };

const meta = {
  title: 'Screens/Generate',
  component: GenerateScreen,
  parameters: { route: '/app/generate' },
} satisfies Meta<typeof GenerateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const promptHeading = (canvas: Canvas) =>
  canvas.findByRole('heading', { name: 'What do you want to cook today?' }, LAZY);

async function toStepTwo(canvas: Canvas, prompt = 'Pasta night') {
  await promptHeading(canvas);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your cooking idea' }), prompt);
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  return canvas.findByRole('heading', { name: 'What ingredients do you have?' });
}

/** A session generated before the page loaded, remembered in local storage (the restore path). */
async function storedSession() {
  const { preparing_session_id } = await unwrap(
    api.POST('/preparing/generate', {
      body: { prompt: 'Pasta night', written_ingredients: 'tomatoes, basil, garlic' },
    }),
  );
  storeSession(preparing_session_id, {
    prompt: 'Pasta night',
    ingredients: 'tomatoes, basil, garlic',
    imageKey: '',
  });
  return preparing_session_id;
}

/** Step 3 of a session restored on load: the canvas and the session's id. */
async function restoredOptions(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Choose your recipe' }, LAZY);
  return { canvas, sessionId: Number(localStorage.getItem(PREPARING_SESSION_KEY)) };
}

const optionTitles = (sessionId: number) =>
  db.preparingSessions.get(sessionId)!.recipe_ids.map((id) => db.recipes.get(id)!.title);

/** Step 1: the prompt, with the progress indicator on step 1 of 3. */
export const Step1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await promptHeading(canvas)).toBeVisible();
    const progress = canvas.getByRole('navigation', { name: 'Wizard progress' });
    await expect(progress).toHaveTextContent('Step 1 of 3');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Generate Recipe' })).toBeVisible();
    await expect(canvasElement.ownerDocument.title).toBe('Generate Recipe · Sous');
  },
};

/** Step 2 after a valid prompt: focus moves to the new heading; Back returns with the prompt kept. */
export const Step2: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await toStepTwo(canvas, '  Pasta night  ');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('navigation', { name: 'Wizard progress' })).toHaveTextContent(
      'Step 2 of 3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await promptHeading(canvas)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your cooking idea' })).toHaveValue(
      'Pasta night',
    );
  },
};

/** Step 3 restored from a session stored before the page loaded: its options come back. */
export const Step3: Story = {
  beforeEach: async () => {
    await storedSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose your recipe' }, LAZY),
    ).toBeVisible();
    const sessionId = Number(localStorage.getItem(PREPARING_SESSION_KEY));
    const list = canvas.getByRole('list', { name: 'Recipe options' });
    const cards = within(list).getAllByRole('button', { pressed: false });
    await expect(
      cards.map((card) => card.querySelector('span.font-semibold')?.textContent),
    ).toEqual(optionTitles(sessionId));
    await expect(canvas.queryByText('Recipes generated successfully!')).toBeNull();
    await userEvent.click(cards[0]!);
    await userEvent.click(cards[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate (2)' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'In Sammlung speichern',
    });
    await expect(within(dialog).getByText('Schritt 1 von 2')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Generate (2)' })).toHaveFocus());
  },
};

const LIBRARY_FULL =
  'Your library can hold at most 10000 recipes. Delete some to make room for new ones.';

const planDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Add to plan' }, LAZY);

/**
 * The plan's dialog proposes today: the options' stories plan on a fixed day (Sunday 29 November
 * 2026), or their pictures and texts would change at midnight.
 */
async function plansOnSunday() {
  freezeClock(Date.UTC(2026, 10, 29, 12, 0, 0));
  await storedSession();
  return () => resetClock();
}

/**
 * "Add to plan" under an option (issue 30): the plan's dialog with the option's title and servings
 * says planning saves it; Add saves the draft, plans it and starts its steps. The card then says
 * "Planned", the notice links to the week, and the wizard stays on step 3 with the other options.
 */
export const PlannedFromOptions: Story = {
  beforeEach: plansOnSunday,
  play: async ({ canvasElement }) => {
    const { canvas, sessionId } = await restoredOptions(canvasElement);
    const [firstId] = db.preparingSessions.get(sessionId)!.recipe_ids;
    const first = db.recipes.get(firstId!)!;
    await expect(first.is_saved).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: `Add to plan: ${first.title}` }));
    const dialog = within(await planDialog(canvasElement));
    await expect(dialog.getByText(first.title)).toBeVisible();
    await expect(dialog.getByText('Planning it saves this recipe in your library.')).toBeVisible();
    await expect(dialog.getByLabelText('Servings')).toHaveValue(first.baseServings);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText(/^Planned: /, {}, LAZY)).toHaveTextContent(
      `Planned: ${first.title}, Dinner on Sunday, November 29`,
    );
    await expect(canvas.getByRole('link', { name: 'Open the plan' })).toBeVisible();
    await expect(db.recipes.get(firstId!)!.is_saved).toBe(true);
    await expect([...db.plan.values()].filter((entry) => entry.recipe_id === firstId)).toHaveLength(
      1,
    );
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^Planned ${first.title}`) }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('heading', { name: 'Choose your recipe' })).toBeVisible();
  },
};

/** The library is full: the dialog says so with the server's words, and nothing is planned. */
export const PlanFromOptionsLibraryFull: Story = {
  parameters: { msw: { handlers: [failing('saveRecipe', 409, LIBRARY_FULL)] } },
  beforeEach: plansOnSunday,
  play: async ({ canvasElement }) => {
    const { canvas } = await restoredOptions(canvasElement);
    const planned = db.plan.size;
    await userEvent.click(canvas.getAllByRole('button', { name: /^Add to plan: / })[0]!);
    const dialog = within(await planDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByRole('alert', {}, LAZY)).toHaveTextContent(LIBRARY_FULL);
    await expect(db.plan.size).toBe(planned);
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeEnabled();
  },
};

/** Generating from step 2: step 3 with the banner, which goes after 3 seconds. */
export const Generated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toStepTwo(canvas);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your ingredients' }),
      ' tomatoes, basil ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Recipes' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Choose your recipe' }, LAZY),
    ).toBeVisible();
    await expect(canvas.getByText('Recipes generated successfully!')).toBeVisible();
    const sessionId = Number(localStorage.getItem(PREPARING_SESSION_KEY));
    await expect(db.preparingSessions.get(sessionId)?.written_ingredients).toBe('tomatoes, basil');
    await waitFor(() => expect(canvas.queryByText('Recipes generated successfully!')).toBeNull(), {
      timeout: 4500,
    });
  },
};

/** Generate New Recipes: new options in the same session. */
export const Regenerated: Story = {
  beforeEach: async () => {
    await storedSession();
  },
  play: async ({ canvasElement }) => {
    const { canvas, sessionId } = await restoredOptions(canvasElement);
    const before = optionTitles(sessionId);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate New Recipes' }));
    await expect(await canvas.findByText('Recipes generated successfully!')).toBeVisible();
    await expect(Number(localStorage.getItem(PREPARING_SESSION_KEY))).toBe(sessionId);
    await expect(optionTitles(sessionId)).not.toEqual(before);
  },
};

/** A photo's ingredients are appended to the typed ones, comma separated. */
export const PhotoAnalyzed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toStepTwo(canvas);
    const field = canvas.getByRole('textbox', { name: 'Your ingredients' });
    await userEvent.type(field, 'rice');
    await userEvent.upload(canvas.getByLabelText('Photo of a shopping list or recipe'), pngFile());
    await waitFor(() => expect(field).toHaveValue('rice, tomatoes, mozzarella, basil'));
    await expect(canvas.getByRole('button', { name: 'Generate Recipes' })).toBeEnabled();
  },
};

/** A photo without ingredients: the note shows for 3 seconds. */
export const NoIngredientsDetected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toStepTwo(canvas);
    await userEvent.upload(
      canvas.getByLabelText('Photo of a shopping list or recipe'),
      pngFile('empty-fridge.png'),
    );
    await expect(await canvas.findByText('No ingredients detected in image.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your ingredients' })).toHaveValue('');
    await waitFor(
      () => expect(canvas.queryByText('No ingredients detected in image.')).toBeNull(),
      {
        timeout: 4500,
      },
    );
  },
};

export const AnalysisFailed: Story = {
  parameters: { msw: { handlers: [failing('analyzeImage', 502)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toStepTwo(canvas);
    await userEvent.upload(canvas.getByLabelText('Photo of a shopping list or recipe'), pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Image analysis failed. Please try again.',
    );
  },
};

/** A 5xx from generation: the message, then Try Again regenerates once the server is back. */
export const GenerationFailed: Story = {
  parameters: { msw: { handlers: [failing('generateRecipes', 503)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toStepTwo(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Recipes' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Oops! Something went wrong');
    await expect(alert).toHaveTextContent('Server error. Please try again later.');
    await expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
    // The server recovers: drop the story's failing override.
    (await startMockWorker({ persist: false })).resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Choose your recipe' }, LAZY),
    ).toBeVisible();
  },
};

/** The options of the new session could not be loaded. */
export const OptionsFailed: Story = {
  parameters: { msw: { handlers: [failing('getRecipeOptions', 404)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toStepTwo(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Recipes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Recipe options not found. Please generate again.',
    );
  },
};

/** The stored session no longer exists: the key is cleared and the wizard starts over. */
export const RestoreFailed: Story = {
  beforeEach: () => {
    localStorage.setItem(PREPARING_SESSION_KEY, '9999');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Failed to restore your previous session. Please generate recipes again.',
    );
    await expect(await promptHeading(canvas)).toBeVisible();
    await expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
  },
};

/** A stored value that is not a number is discarded quietly. */
export const RestoreDiscarded: Story = {
  beforeEach: () => {
    localStorage.setItem(PREPARING_SESSION_KEY, 'not-a-number');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await promptHeading(canvas)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
  },
};

/** Phones: no sideways scrolling, 44px targets, the steps still usable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await promptHeading(canvas);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      canvas.getByRole('button', { name: 'Quick weeknight pasta' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await toStepTwo(canvas);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(
      canvas.getByRole('button', { name: 'Generate Recipes' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};

/** Restored after a reload: the note on what the last generation ignored comes back with the session. */
export const RestoredIgnoredWords: Story = {
  beforeEach: async () => {
    const { preparing_session_id } = await unwrap(
      api.POST('/preparing/generate', {
        body: { prompt: 'Pasta xkcd night', written_ingredients: 'tomatoes, brrr' },
      }),
    );
    storeSession(preparing_session_id, {
      prompt: 'Pasta xkcd night',
      ingredients: 'tomatoes, brrr',
      imageKey: '',
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Choose your recipe' }, LAZY);
    await expect(canvas.getByText('These are the recipes from your last visit.')).toBeVisible();
    const note = canvas.getByTestId('ignored');
    await expect(note).toHaveTextContent(
      'Words we did not understand and ignored: “xkcd”Ingredients we could not read and ignored: “brrr”',
    );
  },
};

/**
 * Deutsch (issue #18): the options step restored from a stored session, with the progress
 * indicator, the option cards' allergen lines and the save button in German.
 */
export const GermanOptions: Story = {
  globals: { language: 'de' },
  beforeEach: async () => {
    await storedSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Wähle dein Rezept' }, LAZY),
    ).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: 'Fortschritt des Assistenten' }),
    ).toHaveTextContent('Schritt 3 von 3');
    const list = canvas.getByRole('list', { name: 'Rezeptvorschläge' });
    const notes = within(list).getAllByTestId('allergens');
    for (const note of notes)
      await expect(note.textContent).toMatch(
        /^(Enthält: .+|Keine häufigen Allergene gefunden) · Etiketten prüfen$/,
      );
    const cards = within(list).getAllByRole('button', { pressed: false });
    await userEvent.click(cards[0]!);
    await userEvent.click(cards[1]!);
    await expect(canvas.getByRole('button', { name: '2 Rezepte speichern' })).toBeEnabled();
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('de');
  },
};

/** The cook's standing preferences: "Avoiding: …" above the wizard, on every step. */
export const WithPreferences: Story = {
  beforeEach: () => {
    db.preferences.set(1, {
      user_id: 1,
      allergens: ['peanut'],
      diets: ['halal'],
      dislikes: ['coriander'],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await promptHeading(canvas);
    await expect(
      await canvas.findByText('Avoiding: peanuts, pork and alcohol, coriander', {}, LAZY),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit food preferences' })).toBeVisible();
  },
};

/** Edit opens the preferences in a dialog; saving there updates the line and gives focus back. */
export const EditPreferences: Story = {
  tags: ['dialog-picture'],
  beforeEach: WithPreferences.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await promptHeading(canvas);
    const edit = await canvas.findByRole('button', { name: 'Edit food preferences' }, LAZY);
    await userEvent.click(edit);
    const dialog = await body.findByRole('dialog', { name: 'Food preferences' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Eggs' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(edit).toHaveFocus();
    await expect(
      canvas.getByText('Avoiding: eggs, peanuts, pork and alcohol, coriander'),
    ).toBeVisible();
    await expect(db.preferences.get(1)?.allergens).toEqual(['egg', 'peanut']);
    // Open again for the picture: the dialog over the wizard.
    await userEvent.click(edit);
    await body.findByRole('dialog', { name: 'Food preferences' });
  },
};

/** The page has no sideways scrolling and the German button is a 44px target. */
async function phoneFits(canvasElement: HTMLElement, button: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  await expect(doc.lang).toBe('de');
}

const germanProgress = (canvas: Canvas) =>
  canvas.getByRole('navigation', { name: 'Fortschritt des Assistenten' });

/** Deutsch on a phone, step 1: the prompt, its suggestions and Weiter. */
export const GermanPromptPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Was möchtest du heute kochen?' }, LAZY),
    ).toBeVisible();
    await expect(germanProgress(canvas)).toHaveTextContent('Schritt 1 von 3');
    await expect(canvas.getByRole('textbox', { name: 'Deine Kochidee' })).toBeVisible();
    await expect(canvas.getByText('Brauchst du Inspiration?')).toBeVisible();
    await phoneFits(canvasElement, canvas.getByRole('button', { name: 'Weiter' }));
  },
};

/** Deutsch on a phone, step 2: the ingredients with the photo buttons, Zurück and Rezepte generieren. */
export const GermanIngredientsPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Was möchtest du heute kochen?' }, LAZY);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Deine Kochidee' }), 'Pasta-Abend');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const heading = await canvas.findByRole('heading', { name: 'Welche Zutaten hast du?' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(germanProgress(canvas)).toHaveTextContent('Schritt 2 von 3');
    await expect(canvas.getByRole('textbox', { name: 'Deine Zutaten' })).toHaveValue('');
    await expect(canvas.getByText('Optional. Trenne Zutaten mit Kommas.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    await phoneFits(canvasElement, canvas.getByRole('button', { name: 'Rezepte generieren' }));
  },
};

/** Deutsch on a phone, step 3: the restored options one per row, two chosen, "2 Rezepte speichern". */
export const GermanOptionsPhone: Story = {
  globals: { language: 'de', viewport: { value: 'phone' } },
  beforeEach: async () => {
    await storedSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Wähle dein Rezept' }, LAZY),
    ).toBeVisible();
    await expect(germanProgress(canvas)).toHaveTextContent('Schritt 3 von 3');
    const sessionId = Number(localStorage.getItem(PREPARING_SESSION_KEY));
    const list = canvas.getByRole('list', { name: 'Rezeptvorschläge' });
    const cards = within(list).getAllByRole('button', { pressed: false });
    await expect(
      cards.map((card) => card.querySelector('span.font-semibold')?.textContent),
    ).toEqual(optionTitles(sessionId));
    // One card per row on a phone.
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      cards[0]!.getBoundingClientRect().bottom,
    );
    await userEvent.click(cards[0]!);
    await userEvent.click(cards[1]!);
    await phoneFits(canvasElement, canvas.getByRole('button', { name: '2 Rezepte speichern' }));
    window.scrollTo(0, 0);
  },
};
