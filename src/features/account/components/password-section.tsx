import { RIGHTS_TEXTS } from '#src/features/account/rights-texts';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import { PASSWORD_MIN } from '#src/features/account/model/validation';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import { Outcome, RightsSection } from './rights-section';

const T = RIGHTS_TEXTS.password;
const AUTH = ACCOUNT_TEXTS.auth;

export interface PasswordSectionProps {
  /** False for an account that signs in only with Google: there is no password to change. */
  hasPassword: boolean;
  /** Changes the password; rejects with the text to show. */
  onChange: (current: string, next: string) => Promise<void>;
  submitting?: boolean;
}

/** Password: the current one, a new one twice; the other devices are signed out. */
export function PasswordSection({
  hasPassword,
  onChange,
  submitting = false,
}: PasswordSectionProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState<{ success?: string; error?: string }>({});
  const firstField = useRef<HTMLInputElement>(null);

  if (!hasPassword)
    return (
      <RightsSection id="password" heading={T.heading}>
        <p className="text-sm text-ink">{T.googleOnly}</p>
      </RightsSection>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      !current || !next || !confirm
        ? AUTH.fillAllFields
        : next.length < PASSWORD_MIN
          ? AUTH.passwordTooShort(PASSWORD_MIN)
          : next !== confirm
            ? AUTH.passwordsDoNotMatch
            : null;
    if (problem) {
      setOutcome({ error: problem });
      return;
    }
    setOutcome({});
    try {
      await onChange(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      setOutcome({ success: T.done });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : T.failed });
      firstField.current?.focus();
    }
  };

  return (
    <RightsSection id="password" heading={T.heading} intro={T.intro}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-4">
        <TextField
          ref={firstField}
          label={T.current}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label={T.next}
          type="password"
          autoComplete="new-password"
          hint={AUTH.passwordHint(PASSWORD_MIN)}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label={T.confirm}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Outcome success={outcome.success ?? null} error={outcome.error ?? null} />
        <div>
          <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? T.submitting : T.submit}
          </Button>
        </div>
      </form>
    </RightsSection>
  );
}
