import { ArrowDown, ArrowUp, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError, statusOf } from '#src/api/errors';
import { resolveImageUrl } from '#src/api/image-url';
import { difficultyValues, type Difficulty, type RecipeInput } from '#src/api/types';
import { difficultyLabel } from '#src/lib/format';
import { Button } from '#src/components/ui/button';
import { Spinner } from '#src/components/ui/spinner';
import {
  emptyIngredient,
  emptyStep,
  errorsFromServer,
  fieldId,
  firstInvalidField,
  move,
  sameForm,
  toRecipeInput,
  validateForm,
  type FormErrors,
  type IngredientRow,
  type RecipeFormState,
  type StepRow,
} from '#src/features/recipes/model/recipe-form';
import { RECIPE_EDIT_TEXTS } from '#src/features/recipes/edit-texts';

const T = RECIPE_EDIT_TEXTS;

/** Uploads larger than this are refused before they are sent (the server's limit). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const CONTROL =
  'block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-stone-100 aria-[invalid=true]:border-danger';

export interface RecipeFormProps {
  /** What the form starts with (a blank form, or the stored recipe). */
  initial: RecipeFormState;
  /** Stores the recipe; rejects with the API's error (a 422 is shown on the fields). */
  onSubmit: (input: RecipeInput) => Promise<unknown>;
  onCancel: () => void;
  /** Uploads a photo and resolves to its file key. */
  onUploadImage: (file: File) => Promise<string>;
  /** Told whenever the form starts or stops differing from `initial` (the unsaved-changes guard). */
  onDirtyChange?: (dirty: boolean) => void;
}

type SaveStatus = 'idle' | 'saving' | 'failed' | 'invalid';

/** An error's text: a check's wording or the server's own message. */
function errorText(error: FormErrors[string] | undefined): string | undefined {
  if (!error) return undefined;
  return 'code' in error ? T[error.code] : error.message;
}

function FieldError({ path, errors }: { path: string; errors: FormErrors }) {
  const text = errorText(errors[path]);
  if (!text) return null;
  return (
    <p id={`${fieldId(path)}-error`} className="text-sm text-danger">
      {text}
    </p>
  );
}

/** aria props of a control whose errors show below it. */
function invalidProps(path: string, errors: FormErrors, hint?: string) {
  const describedBy = [hint, errors[path] ? `${fieldId(path)}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    id: fieldId(path),
    'aria-invalid': errors[path] ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

function RowButton({
  label,
  onClick,
  disabled,
  children,
  danger,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={danger ? 'text-danger hover:bg-red-50' : ''}
    >
      {children}
    </Button>
  );
}

/**
 * The recipe form (create and edit): title, description, servings, time, difficulty, a photo with
 * preview, ingredient rows and step rows (add, remove, move up and down; a step may carry a timer
 * in minutes). Checks run on Save; the first invalid field gets the focus, and the server's 422
 * items land on their fields too.
 */
export function RecipeForm({
  initial,
  onSubmit,
  onCancel,
  onUploadImage,
  onDirtyChange,
}: RecipeFormProps) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const dirty = !sameForm(state, initial);

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const focusFirst = (next: RecipeFormState, found: FormErrors) => {
    const path = firstInvalidField(next, found);
    if (!path) return;
    // After the render that shows the errors (aria-invalid, the message below).
    requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus());
  };

  const update = (patch: Partial<RecipeFormState>, cleared: string[] = []) => {
    setState((current) => ({ ...current, ...patch }));
    if (cleared.some((path) => errors[path])) {
      setErrors((current) => {
        const next = { ...current };
        for (const path of cleared) delete next[path];
        return next;
      });
    }
  };

  /** Rows changed place: their errors no longer match their index. */
  const dropRowErrors = (list: 'ingredients' | 'steps') =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`${list}`))),
    );

  const setIngredient = (i: number, patch: Partial<IngredientRow>, path: string) =>
    update(
      { ingredients: state.ingredients.map((row, j) => (j === i ? { ...row, ...patch } : row)) },
      [`ingredients.${i}.${path}`],
    );
  const setStep = (i: number, patch: Partial<StepRow>, path: string) =>
    update({ steps: state.steps.map((row, j) => (j === i ? { ...row, ...patch } : row)) }, [
      `steps.${i}.${path}`,
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'saving' || uploading) return;
    const found = validateForm(state);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStatus('invalid');
      focusFirst(state, found);
      return;
    }
    setErrors({});
    setStatus('saving');
    try {
      await onSubmit(toRecipeInput(state));
      setStatus('idle');
    } catch (error) {
      const fromServer =
        statusOf(error) === 422 && isApiError(error)
          ? errorsFromServer((error.body as { detail?: unknown } | null)?.detail)
          : {};
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setStatus('invalid');
        focusFirst(state, fromServer);
      } else {
        setStatus('failed');
      }
    }
  };

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    setImageError(null);
    if (!file.type.startsWith('image/')) return setImageError(T.imageNotImage);
    if (file.size > MAX_IMAGE_BYTES) return setImageError(T.imageTooLarge);
    setUploading(true);
    try {
      const key = await onUploadImage(file);
      update({ imageUrl: key }, ['image']);
    } catch {
      setImageError(T.imageFailed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const saving = status === 'saving';
  const preview = resolveImageUrl(state.imageUrl);
  const imageMessage = imageError ?? errorText(errors.image);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-8">
      {(status === 'failed' || status === 'invalid') && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-danger">
          {status === 'failed' ? T.saveFailed : T.fixErrors}
        </p>
      )}

      <fieldset disabled={saving} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId('title')} className="text-sm font-medium text-ink">
            {T.title}
          </label>
          <input
            {...invalidProps('title', errors)}
            className={CONTROL}
            value={state.title}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => update({ title: e.target.value }, ['title'])}
          />
          <FieldError path="title" errors={errors} />
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId('description')} className="text-sm font-medium text-ink">
            {T.description}
          </label>
          <textarea
            {...invalidProps('description', errors)}
            className={CONTROL}
            rows={3}
            maxLength={2000}
            value={state.description}
            onChange={(e) => update({ description: e.target.value }, ['description'])}
          />
          <FieldError path="description" errors={errors} />
        </div>

        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId('servings')} className="text-sm font-medium text-ink">
              {T.servings}
            </label>
            <input
              {...invalidProps('servings', errors)}
              className={CONTROL}
              inputMode="numeric"
              value={state.servings}
              onChange={(e) => update({ servings: e.target.value }, ['servings'])}
            />
            <FieldError path="servings" errors={errors} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId('totalTime')} className="text-sm font-medium text-ink">
              {T.time}
            </label>
            <input
              {...invalidProps('totalTime', errors, `${fieldId('totalTime')}-hint`)}
              className={CONTROL}
              inputMode="numeric"
              value={state.totalTime}
              onChange={(e) => update({ totalTime: e.target.value }, ['totalTime'])}
            />
            <p id={`${fieldId('totalTime')}-hint`} className="text-xs text-muted">
              {T.timeHint}
            </p>
            <FieldError path="totalTime" errors={errors} />
          </div>
          <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
            <label htmlFor={fieldId('difficulty')} className="text-sm font-medium text-ink">
              {T.difficulty}
            </label>
            <select
              {...invalidProps('difficulty', errors)}
              className={CONTROL}
              value={state.difficulty}
              onChange={(e) => update({ difficulty: e.target.value as Difficulty }, ['difficulty'])}
            >
              {difficultyValues.map((value) => (
                <option key={value} value={value}>
                  {difficultyLabel(value)}
                </option>
              ))}
            </select>
            <FieldError path="difficulty" errors={errors} />
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-ink" id={`${fieldId('image')}-label`}>
            {T.image}
          </span>
          <div className="flex flex-wrap items-center gap-4">
            <div className="flex h-28 w-40 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-stone-50">
              {uploading ? (
                <Spinner label={T.imageUploading} />
              ) : preview ? (
                <img src={preview} alt={T.imagePreview} className="h-full w-full object-cover" />
              ) : (
                <ImagePlus aria-hidden="true" className="h-8 w-8 text-stone-400" />
              )}
            </div>
            <div className="flex flex-col gap-2">
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(e) => void chooseImage(e.target.files?.[0])}
                data-testid="recipe-image-input"
              />
              <Button
                id={fieldId('image')}
                variant="secondary"
                aria-describedby={`${fieldId('image')}-hint${imageMessage ? ` ${fieldId('image')}-error` : ''}`}
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
              >
                <ImagePlus aria-hidden="true" className="h-4 w-4" />
                {state.imageUrl ? T.imageReplace : T.imageChoose}
              </Button>
              {state.imageUrl && (
                <Button
                  variant="ghost"
                  disabled={uploading}
                  onClick={() => update({ imageUrl: null }, ['image'])}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {T.imageRemove}
                </Button>
              )}
            </div>
          </div>
          <p id={`${fieldId('image')}-hint`} className="text-xs text-muted">
            {T.imageHint}
          </p>
          {imageMessage && (
            <p id={`${fieldId('image')}-error`} role="alert" className="text-sm text-danger">
              {imageMessage}
            </p>
          )}
        </div>
      </fieldset>

      <fieldset disabled={saving} className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{T.ingredients}</legend>
        <ol className="flex flex-col gap-3">
          {state.ingredients.map((row, i) => {
            const n = i + 1;
            const rowPaths = ['quantity', 'unit', 'name'].map((p) => `ingredients.${i}.${p}`);
            return (
              <li
                key={row.key}
                className="grid grid-cols-2 items-start gap-2 rounded-xl border border-stone-200 p-2 sm:grid-cols-[6rem_6rem_minmax(0,1fr)_auto]"
                aria-label={T.ingredientRow(n)}
              >
                <input
                  {...invalidProps(`ingredients.${i}.quantity`, errors)}
                  aria-label={`${T.amount} (${T.ingredientRow(n)})`}
                  placeholder={T.amount}
                  className={CONTROL}
                  inputMode="decimal"
                  value={row.quantity}
                  onChange={(e) => setIngredient(i, { quantity: e.target.value }, 'quantity')}
                />
                <input
                  {...invalidProps(`ingredients.${i}.unit`, errors)}
                  aria-label={`${T.unit} (${T.ingredientRow(n)})`}
                  placeholder={T.unit}
                  className={CONTROL}
                  maxLength={40}
                  value={row.unit}
                  onChange={(e) => setIngredient(i, { unit: e.target.value }, 'unit')}
                />
                <input
                  {...invalidProps(`ingredients.${i}.name`, errors)}
                  aria-label={`${T.name} (${T.ingredientRow(n)})`}
                  placeholder={T.name}
                  className={`${CONTROL} col-span-2 sm:col-span-1`}
                  maxLength={200}
                  value={row.name}
                  onChange={(e) => setIngredient(i, { name: e.target.value }, 'name')}
                />
                <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
                  <RowButton
                    label={T.moveIngredientUp(n)}
                    disabled={i === 0}
                    onClick={() => {
                      update({ ingredients: move(state.ingredients, i, -1) });
                      dropRowErrors('ingredients');
                    }}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                  </RowButton>
                  <RowButton
                    label={T.moveIngredientDown(n)}
                    disabled={i === state.ingredients.length - 1}
                    onClick={() => {
                      update({ ingredients: move(state.ingredients, i, 1) });
                      dropRowErrors('ingredients');
                    }}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                  </RowButton>
                  <RowButton
                    label={T.removeIngredient(n)}
                    danger
                    onClick={() => {
                      update({ ingredients: state.ingredients.filter((_, j) => j !== i) });
                      dropRowErrors('ingredients');
                    }}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </RowButton>
                </div>
                {rowPaths.some((path) => errors[path]) && (
                  <div className="col-span-2 flex flex-col gap-1 sm:col-span-4">
                    {rowPaths.map((path) => (
                      <FieldError key={path} path={path} errors={errors} />
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        <FieldError path="ingredients" errors={errors} />
        <Button
          id={fieldId('ingredients')}
          variant="secondary"
          className="self-start"
          aria-describedby={errors.ingredients ? `${fieldId('ingredients')}-error` : undefined}
          onClick={() =>
            update({ ingredients: [...state.ingredients, emptyIngredient()] }, ['ingredients'])
          }
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {T.addIngredient}
        </Button>
      </fieldset>

      <fieldset disabled={saving} className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{T.steps}</legend>
        <ol className="flex flex-col gap-3">
          {state.steps.map((row, i) => {
            const n = i + 1;
            return (
              <li
                key={row.key}
                className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3"
              >
                <label htmlFor={fieldId(`steps.${i}.text`)} className="text-sm font-medium">
                  {T.stepText(n)}
                </label>
                <textarea
                  {...invalidProps(`steps.${i}.text`, errors)}
                  className={CONTROL}
                  rows={3}
                  maxLength={2000}
                  value={row.text}
                  onChange={(e) => setStep(i, { text: e.target.value }, 'text')}
                />
                <FieldError path={`steps.${i}.text`} errors={errors} />
                <div className="flex flex-wrap items-end justify-between gap-2">
                  <div className="flex flex-col gap-1.5">
                    <label
                      htmlFor={fieldId(`steps.${i}.timer`)}
                      className="text-sm font-medium text-ink"
                    >
                      {T.timer}
                    </label>
                    <input
                      {...invalidProps(`steps.${i}.timer`, errors)}
                      className={`${CONTROL} w-32`}
                      inputMode="decimal"
                      value={row.timerMinutes}
                      onChange={(e) => setStep(i, { timerMinutes: e.target.value }, 'timer')}
                    />
                  </div>
                  <div className="flex gap-1">
                    <RowButton
                      label={T.moveStepUp(n)}
                      disabled={i === 0}
                      onClick={() => {
                        update({ steps: move(state.steps, i, -1) });
                        dropRowErrors('steps');
                      }}
                    >
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </RowButton>
                    <RowButton
                      label={T.moveStepDown(n)}
                      disabled={i === state.steps.length - 1}
                      onClick={() => {
                        update({ steps: move(state.steps, i, 1) });
                        dropRowErrors('steps');
                      }}
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </RowButton>
                    <RowButton
                      label={T.removeStep(n)}
                      danger
                      onClick={() => {
                        update({ steps: state.steps.filter((_, j) => j !== i) });
                        dropRowErrors('steps');
                      }}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </RowButton>
                  </div>
                </div>
                <FieldError path={`steps.${i}.timer`} errors={errors} />
              </li>
            );
          })}
        </ol>
        <FieldError path="steps" errors={errors} />
        <Button
          id={fieldId('steps')}
          variant="secondary"
          className="self-start"
          aria-describedby={errors.steps ? `${fieldId('steps')}-error` : undefined}
          onClick={() => update({ steps: [...state.steps, emptyStep()] }, ['steps'])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {T.addStep}
        </Button>
      </fieldset>

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={saving || uploading} aria-busy={saving || undefined}>
          {saving ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
