import { CircleAlert, CircleCheck, FileUp } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { readRecipeText, type TextImportFailure, type TextRecipe } from '#src/lib/recipe-text';
import type { ImportWarning, Recipe } from '#src/api/types';
import { avoidedItems } from '#src/features/account/model/preferences';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import { Button } from '#src/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import { TextAreaField, TextField } from '#src/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs';
import { useImportRecipes, type ImportSource } from '#src/features/recipes/api/import-export';
import { importFailureOf } from '#src/features/recipes/model/import-errors';
import { ALLERGEN_TEXTS } from '#src/features/recipes/allergen-texts';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

/** The import dialog's texts. */
export const IMPORT_TEXTS = RECIPE_TEXTS.transfer;

type Tab = 'text' | 'paste' | 'file' | 'url';

/** What the recipe form (/app/recipe/new) reads from the route's state: a recipe read from text. */
export interface ImportedTextState {
  importedText: TextRecipe;
}

/** The files the picker offers (the server reads any text; these are what hold JSON-LD). */
const FILE_TYPES = '.json,.jsonld,.html,.htm,application/json,application/ld+json,text/html';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Stories only: the tab shown first. */
  defaultTab?: Tab;
}

/**
 * "Import recipes": a recipe's plain text, read in the browser (contract/recipe-text.ts) and shown
 * in the recipe form to check and correct before it is saved with the ordinary create; or
 * schema.org JSON-LD from a pasted block, a file or a page address (Radix tabs). While the server works the form is disabled; on success it lists the new recipes with
 * links; a failure shows the reason under the form and keeps the input for another try.
 */
export function ImportDialog({ open, onOpenChange, defaultTab = 'text' }: ImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel={IMPORT_TEXTS.close}>
        <DialogTitle>{IMPORT_TEXTS.title}</DialogTitle>
        {open && <ImportPanel defaultTab={defaultTab} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportPanel({ defaultTab, onDone }: { defaultTab: Tab; onDone: () => void }) {
  const [tab, setTab] = useState<Tab>(defaultTab);
  const [recipeText, setRecipeText] = useState('');
  const [textFailure, setTextFailure] = useState<TextImportFailure | null>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const importing = useImportRecipes();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  if (importing.isSuccess) {
    return (
      <ImportSuccess
        recipes={importing.data.recipes}
        warnings={importing.data.warnings ?? []}
        onMore={() => {
          importing.reset();
          setText('');
          setUrl('');
          setFile(null);
        }}
        onDone={onDone}
      />
    );
  }

  const source = (): ImportSource | null => {
    if (tab === 'paste') return text.trim() ? { kind: 'paste', text } : null;
    if (tab === 'url') return url.trim() ? { kind: 'url', url: url.trim() } : null;
    return file ? { kind: 'file', file } : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tab === 'text') {
      // Read in the browser; nothing is stored until the cook saves the checked form.
      const read = readRecipeText(recipeText);
      if ('failure' in read) {
        setTextFailure(read.failure);
        return;
      }
      onDone();
      const state: ImportedTextState = { importedText: read.recipe };
      void navigate('/app/recipe/new', { state });
      return;
    }
    const chosen = source();
    setMissing(chosen === null);
    if (chosen) importing.mutate(chosen);
  };

  const failure = importing.isError ? importFailureOf(importing.error) : null;
  const message = textFailure
    ? IMPORT_TEXTS.errors[textFailure]
    : missing
      ? IMPORT_TEXTS.errors.missing
      : failure
        ? IMPORT_TEXTS.errors[failure]
        : undefined;
  const busy = importing.isPending;

  return (
    <form onSubmit={submit} noValidate className="mt-1 flex flex-col">
      <DialogDescription>{IMPORT_TEXTS.description}</DialogDescription>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as Tab);
          setMissing(false);
          setTextFailure(null);
          importing.reset();
        }}
        className="mt-4"
      >
        <TabsList aria-label={IMPORT_TEXTS.tabs}>
          <TabsTrigger value="text" disabled={busy}>
            {IMPORT_TEXTS.text}
          </TabsTrigger>
          <TabsTrigger value="paste" disabled={busy}>
            {IMPORT_TEXTS.paste}
          </TabsTrigger>
          <TabsTrigger value="file" disabled={busy}>
            {IMPORT_TEXTS.file}
          </TabsTrigger>
          <TabsTrigger value="url" disabled={busy}>
            {IMPORT_TEXTS.url}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="text">
          <TextAreaField
            label={IMPORT_TEXTS.textLabel}
            hint={IMPORT_TEXTS.textHint}
            value={recipeText}
            onChange={(event) => {
              setRecipeText(event.target.value);
              setTextFailure(null);
            }}
            rows={9}
            aria-invalid={textFailure ? true : undefined}
          />
        </TabsContent>
        <TabsContent value="paste">
          <TextAreaField
            label={IMPORT_TEXTS.pasteLabel}
            hint={IMPORT_TEXTS.pasteHint}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={7}
            spellCheck={false}
            disabled={busy}
          />
        </TabsContent>
        <TabsContent value="file">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-ink" id={`${errorId}-file`}>
              {IMPORT_TEXTS.fileLabel}
            </span>
            <input
              ref={fileInput}
              type="file"
              accept={FILE_TYPES}
              aria-labelledby={`${errorId}-file`}
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => fileInput.current?.click()}
              className="self-start"
              aria-describedby={`${errorId}-file-hint`}
            >
              <FileUp aria-hidden="true" className="h-4 w-4" />
              {file ? file.name : IMPORT_TEXTS.chooseFile}
            </Button>
            <p id={`${errorId}-file-hint`} className="text-xs text-muted">
              {IMPORT_TEXTS.fileHint}
            </p>
          </div>
        </TabsContent>
        <TabsContent value="url">
          <TextField
            label={IMPORT_TEXTS.urlLabel}
            hint={IMPORT_TEXTS.urlHint}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            disabled={busy}
          />
        </TabsContent>
      </Tabs>
      {message && (
        <p
          id={errorId}
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {message}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {tab === 'text'
            ? IMPORT_TEXTS.preview
            : busy
              ? IMPORT_TEXTS.importing
              : IMPORT_TEXTS.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Contains peanuts, which you avoid": what an imported recipe has that the cook avoids. */
function avoidWarning(warning: ImportWarning): string {
  const items = avoidedItems(warning, {
    allergen: (a) => ALLERGEN_TEXTS.names[a],
    diet: (d) => ACCOUNT_TEXTS.preferences.dietAvoids[d],
  });
  return IMPORT_TEXTS.avoidWarning(items.join(', '));
}

function ImportSuccess({
  recipes,
  warnings,
  onMore,
  onDone,
}: {
  recipes: Recipe[];
  warnings: ImportWarning[];
  onMore: () => void;
  onDone: () => void;
}) {
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 font-semibold text-brand-700">
        <CircleCheck aria-hidden="true" className="h-5 w-5" />
        {IMPORT_TEXTS.imported(recipes.length)}
      </p>
      <ul className="flex flex-col gap-1">
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <Link
              to={`/app/recipe/${recipe.id}`}
              onClick={onDone}
              className="inline-flex min-h-11 items-center rounded-lg font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {recipe.title}
            </Link>
            {warnings
              .filter((w) => w.recipe_id === recipe.id)
              .map((w) => (
                <p key={w.recipe_id} className="flex items-start gap-2 text-sm text-amber-900">
                  <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {avoidWarning(w)}
                </p>
              ))}
          </li>
        ))}
      </ul>
      <DialogFooter className="mt-3">
        <Button variant="secondary" onClick={onMore}>
          {IMPORT_TEXTS.importMore}
        </Button>
        <Button onClick={onDone}>{IMPORT_TEXTS.done}</Button>
      </DialogFooter>
    </div>
  );
}
