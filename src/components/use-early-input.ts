import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

/**
 * Keeps what a visitor typed into a prerendered form before its script hydrated it (/login,
 * /register, /forgot-password): the form's state starts empty, and its next render would clear
 * those fields. Once, right after hydration, each listed field the page holds a value for (a
 * checkbox: checked) is taken into the state. `fields` maps a state key to the input's name.
 */
export function useEarlyInput<T extends { [K in keyof T]: string | boolean }>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<T>>,
  fields: { readonly [K in keyof T]?: string },
): void {
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed: Partial<T> = {};
    for (const [key, name] of Object.entries(fields) as [keyof T, string][]) {
      const input = element.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) continue;
      const value = input.type === 'checkbox' ? input.checked : input.value;
      if (value) typed[key] = value as T[keyof T];
    }
    if (Object.keys(typed).length > 0) setValues((values) => ({ ...values, ...typed }));
    // Only what the page held when the form first rendered: later input goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
