import { CheckCircle2, Info, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  allergenValues,
  preferenceDietValues,
  type Allergen,
  type PreferenceDiet,
  type StandingPreferences,
} from '#src/api/types';
import { ErrorMessage } from '#src/components/error-state';
import { Button } from '#src/components/ui/button';
import { Checkbox } from '#src/components/ui/checkbox';
import {
  addDislike,
  MAX_DISLIKES,
  MAX_DISLIKE_LENGTH,
  samePreferences,
  type DislikeProblem,
} from '#src/features/account/model/preferences';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.preferences;

type Notice = { kind: 'success' | 'error'; text: string } | null;

export interface PreferencesFormProps {
  /** The stored preferences; the form starts from them and again after each save. */
  value: StandingPreferences;
  /** How the app names each allergen in running text ("peanuts"); the boxes show it capitalised. */
  allergenNames: Readonly<Record<Allergen, string>>;
  /** Stores the preferences; rejects with the text to show. */
  onSave: (preferences: StandingPreferences) => Promise<void>;
  /** Called after a successful save (the wizard's dialog closes then). */
  onSaved?: () => void;
  saving?: boolean;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function problemText(problem: DislikeProblem, name: string): string {
  if (problem === 'tooLong') return T.dislikeTooLong(MAX_DISLIKE_LENGTH);
  if (problem === 'duplicate') return T.dislikeDuplicate(name);
  return T.dislikesFull(MAX_DISLIKES);
}

/**
 * The standing food preferences: allergy and diet check boxes and the dislikes as chips (Enter or
 * Add adds the typed food, Backspace in the empty box or a chip's × removes one), with Save and
 * the saved/error notice. Settings shows it in a section, the wizard in a dialog.
 */
export function PreferencesForm({
  value,
  allergenNames,
  onSave,
  onSaved,
  saving = false,
}: PreferencesFormProps) {
  const id = useId();
  const [allergens, setAllergens] = useState<Allergen[]>(value.allergens);
  const [diets, setDiets] = useState<PreferenceDiet[]>(value.diets);
  const [dislikes, setDislikes] = useState<string[]>(value.dislikes);
  const [draft, setDraft] = useState('');
  const [draftProblem, setDraftProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const input = useRef<HTMLInputElement>(null);

  // Stored preferences (saved here or elsewhere) become the new starting point, adjusted while
  // rendering so nothing the cook changed right after mounting is overwritten by an effect.
  const [startedFrom, setStartedFrom] = useState(value);
  if (!samePreferences(startedFrom, value)) {
    setStartedFrom(value);
    setAllergens(value.allergens);
    setDiets(value.diets);
    setDislikes(value.dislikes);
  }

  const current: StandingPreferences = { allergens, diets, dislikes };
  const dirty = draft.trim() !== '' || !samePreferences(current, value);

  const toggle = <V extends string>(list: V[], item: V, all: readonly V[]): V[] =>
    list.includes(item)
      ? list.filter((v) => v !== item)
      : all.filter((v) => v === item || list.includes(v));

  /** Adds the typed food; false (with the reason shown) when it cannot be added. */
  const addDraft = (): boolean => {
    const result = addDislike(dislikes, draft);
    if (result.problem) {
      setDraftProblem(problemText(result.problem, draft.trim()));
      return false;
    }
    setDislikes(result.dislikes);
    setDraft('');
    setDraftProblem(null);
    setNotice(null);
    return true;
  };

  const remove = (index: number) => {
    setDislikes(dislikes.filter((_, i) => i !== index));
    setDraftProblem(null);
    setNotice(null);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft.trim() !== '') addDraft();
    } else if (event.key === 'Backspace' && draft === '' && dislikes.length > 0) {
      event.preventDefault();
      setDislikes(dislikes.slice(0, -1));
      setNotice(null);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let toSave = current;
    // A food still in the box is part of what the cook means to save.
    if (draft.trim() !== '') {
      const result = addDislike(dislikes, draft);
      if (result.problem) {
        setDraftProblem(problemText(result.problem, draft.trim()));
        input.current?.focus();
        return;
      }
      toSave = { ...current, dislikes: result.dislikes };
      setDislikes(result.dislikes);
      setDraft('');
    }
    setNotice(null);
    try {
      await onSave(toSave);
      setNotice({ kind: 'success', text: T.saved });
      onSaved?.();
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : T.failed });
    }
  };

  const hintId = `${id}-dislikes-hint`;
  const problemId = `${id}-dislikes-problem`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={saving} className="min-w-0">
        <legend className="mb-1 text-sm font-semibold text-ink">{T.allergies}</legend>
        <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 sm:grid-cols-3">
          {allergenValues.map((allergen) => (
            <Checkbox
              key={allergen}
              name="allergens"
              value={allergen}
              label={capitalised(allergenNames[allergen])}
              checked={allergens.includes(allergen)}
              onChange={() => {
                setAllergens(toggle(allergens, allergen, allergenValues));
                setNotice(null);
              }}
            />
          ))}
        </div>
      </fieldset>
      <fieldset disabled={saving} className="min-w-0">
        <legend className="mb-1 text-sm font-semibold text-ink">{T.diets}</legend>
        <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2 sm:grid-cols-3">
          {preferenceDietValues.map((diet) => (
            <Checkbox
              key={diet}
              name="diets"
              value={diet}
              label={T.dietNames[diet]}
              checked={diets.includes(diet)}
              onChange={() => {
                setDiets(toggle(diets, diet, preferenceDietValues));
                setNotice(null);
              }}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-dislike`} className="text-sm font-semibold text-ink">
          {T.dislikes}
        </label>
        {dislikes.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={T.dislikes}>
            {dislikes.map((dislike, index) => (
              <li
                key={dislike}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-ink ring-1 ring-brand-200"
              >
                <span className="truncate">{dislike}</span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={saving}
                  aria-label={T.removeDislike(dislike)}
                  className="-my-2.5 -mr-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{T.noDislikes}</p>
        )}
        <div className="flex gap-2">
          <input
            ref={input}
            id={`${id}-dislike`}
            type="text"
            value={draft}
            maxLength={MAX_DISLIKE_LENGTH + 20}
            disabled={saving}
            autoComplete="off"
            aria-describedby={draftProblem ? `${problemId} ${hintId}` : hintId}
            aria-invalid={draftProblem ? true : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftProblem(null);
            }}
            onKeyDown={onKeyDown}
            className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
          />
          <Button
            type="button"
            variant="secondary"
            disabled={saving || draft.trim() === ''}
            onClick={() => {
              addDraft();
              input.current?.focus();
            }}
          >
            {T.addDislike}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted">
          {T.dislikesHint(MAX_DISLIKES)}
        </p>
        {draftProblem && (
          <p id={problemId} role="alert" className="text-sm text-red-700">
            {draftProblem}
          </p>
        )}
      </div>
      {notice && (
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-2 rounded-lg p-3 text-sm ${
            notice.kind === 'error' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'
          }`}
        >
          {notice.kind === 'success' ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          )}
          <ErrorMessage message={notice.text} />
        </div>
      )}
      <Button type="submit" disabled={!dirty || saving} aria-busy={saving} className="self-start">
        {saving ? T.saving : T.save}
      </Button>
    </form>
  );
}
