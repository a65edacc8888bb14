/**
 * Controls for props whose values are objects or lists: a designer picks a named preset instead of
 * editing raw JSON. `presets({ 'Three recipes': RECIPES, None: [] })` gives a select whose labels
 * map to the values (Storybook `mapping`); the story's own args stay the real values.
 */
export function presets<T>(values: Record<string, T>) {
  return {
    options: Object.keys(values),
    mapping: values,
    control: { type: 'select' as const },
  };
}

/** A nullable text prop (an error message, a notice): a text box; empty is shown as no text. */
export const text = { control: { type: 'text' as const } };

/** Props a control cannot set (refs, render-prop children): listed in the table, no control. */
export const noControl = { control: false as const };
