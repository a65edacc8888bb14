import { Camera, ImageUp, Info, ScanText, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { resolveImageUrl } from '#src/api/image-url';
import { Button } from '#src/components/ui/button';
import { TextAreaField } from '#src/components/ui/field';
import { validateIngredients } from '#src/features/generate/model/validation';
import { GenerationError } from './generation-error';
import { GENERATE_TEXTS as T } from '#src/features/generate/texts';

export interface IngredientsStepProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed ingredients once they are valid. */
  onSubmit: (ingredients: string) => void;
  onBack: () => void;
  /** Called with the photo the user picked or took. */
  onAnalyzeImage: (file: File) => void;
  busy: 'generating' | 'analyzing' | null;
  /** The image analysis error, shown under the field. */
  analysisError?: string | null;
  /** Shows "No ingredients detected in image." (the owner hides it after 3 s). */
  noIngredientsDetected?: boolean;
  /** The generation error display, with a retry that regenerates. */
  generationError?: string | null;
  onRetry?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** What a photo is read for: the photo button and intro name the right kind of photo. */
  photoReading?: 'ingredients' | 'text';
  /** The key of the photo the next generation sends (shown as a thumbnail); '' for none. */
  imageKey?: string;
  onRemovePhoto?: () => void;
  /**
   * The photo shown while it is read (stories); by default the photo the cook just picked. Its
   * preview says "Reading the photo…" until the analysis answers.
   */
  readingPhotoUrl?: string;
}

/**
 * Step 2: the ingredients at hand, typed (6 rows, at least 120px high) or read from a photo, then
 * Generate Recipes. On phones a Take Photo button opens the camera directly.
 */
export function IngredientsStep({
  value,
  onChange,
  onSubmit,
  onBack,
  onAnalyzeImage,
  busy,
  analysisError,
  noIngredientsDetected = false,
  generationError,
  onRetry,
  headingRef,
  photoReading = 'text',
  imageKey = '',
  onRemovePhoto,
  readingPhotoUrl,
}: IngredientsStepProps) {
  const photoUrl = resolveImageUrl(imageKey);
  // The picked photo, shown while it is read; let go once the analysis answered.
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (busy !== 'analyzing') setPicked(null);
  }, [busy]);
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked)), [picked]);
  const reading = busy === 'analyzing';
  const readingUrl = readingPhotoUrl ?? picked;
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateIngredients(value);
    setError(problem);
    if (!problem) onSubmit(value.trim());
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same photo again still reports a change.
    event.target.value = '';
    if (!file) return;
    setPicked(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    onAnalyzeImage(file);
  };

  const generateLabel =
    busy === 'generating' ? T.generating : busy === 'analyzing' ? T.analyzing : T.generateRecipes;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-busy={busy !== null}>
      <div className="flex flex-col gap-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink focus:outline-none sm:text-3xl"
        >
          {T.ingredientsHeading}
        </h2>
        <p className="text-muted">
          {photoReading === 'ingredients' ? T.photoIntroIngredients : T.photoIntroText}
        </p>
      </div>
      {generationError && onRetry && (
        <GenerationError message={generationError} onRetry={onRetry} />
      )}
      <TextAreaField
        label={T.ingredientsLabel}
        value={value}
        onChange={(event) => {
          setError(null);
          onChange(event.target.value);
        }}
        placeholder={T.ingredientsPlaceholder}
        hint={T.ingredientsHint}
        rows={6}
        maxLength={2000}
        error={error ?? undefined}
        disabled={busy !== null}
        className="[&_textarea]:min-h-[120px]"
      />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => fileRef.current?.click()}
            disabled={busy !== null}
          >
            <ImageUp aria-hidden="true" className="h-4 w-4" />
            {T.analyzeImage}
          </Button>
          {/* Coarse pointers are phones and tablets: offer the camera straight away there. */}
          <Button
            variant="secondary"
            onClick={() => cameraRef.current?.click()}
            disabled={busy !== null}
            className="hidden pointer-coarse:inline-flex"
          >
            <Camera aria-hidden="true" className="h-4 w-4" />
            {T.takePhoto}
          </Button>
        </div>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          aria-label={photoReading === 'ingredients' ? T.photoInputIngredients : T.photoInputText}
          className="hidden"
          onChange={pick}
        />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          aria-hidden="true"
          tabIndex={-1}
          className="hidden"
          onChange={pick}
        />
        {photoUrl && !reading && (
          <figure className="flex items-center gap-3">
            <img
              src={photoUrl}
              alt={T.photoThumbnail}
              className="h-16 w-16 rounded-lg border border-stone-200 object-cover"
            />
            {onRemovePhoto && (
              <Button
                variant="ghost"
                onClick={onRemovePhoto}
                disabled={busy !== null}
                className="text-sm"
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {T.removePhoto}
              </Button>
            )}
          </figure>
        )}
        {/* Always mounted, so screen readers announce the reading state and the note when they appear. */}
        <div role="status" aria-live="polite">
          {reading && (
            <figure
              data-testid="photo-reading"
              className="relative h-28 w-40 overflow-hidden rounded-lg border border-brand-200 bg-brand-50"
            >
              {readingUrl ? (
                <img src={readingUrl} alt="" className="h-full w-full object-cover" />
              ) : (
                <span className="flex h-full w-full items-center justify-center text-brand-300">
                  <ScanText aria-hidden="true" className="h-10 w-10" />
                </span>
              )}
              <span
                aria-hidden="true"
                className="absolute inset-0 animate-pulse bg-white/30 motion-reduce:animate-none"
              />
              <figcaption className="absolute inset-x-0 bottom-0 flex items-center gap-1.5 bg-ink/75 px-2 py-1 text-xs font-semibold text-white">
                <span
                  aria-hidden="true"
                  className="h-3 w-3 shrink-0 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
                />
                {T.readingPhoto}
              </figcaption>
            </figure>
          )}
          {noIngredientsDetected && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
              {T.noIngredients}
            </p>
          )}
        </div>
        {analysisError && (
          <p role="alert" className="text-sm text-danger">
            {analysisError}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          onClick={onBack}
          disabled={busy !== null}
          className="justify-center"
        >
          {T.back}
        </Button>
        <Button
          type="submit"
          disabled={busy !== null}
          aria-busy={busy !== null}
          className="justify-center"
        >
          {generateLabel}
        </Button>
      </div>
    </form>
  );
}
