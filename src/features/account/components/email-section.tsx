import { useRef, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import { RIGHTS_TEXTS } from '#src/features/account/rights-texts';
import { Outcome, RightsSection } from './rights-section';

const T = RIGHTS_TEXTS.email;

export interface EmailSectionProps {
  currentEmail: string;
  /** Whether the account has a password to confirm the change with (else a fresh sign-in does). */
  hasPassword: boolean;
  /** Asks for the confirmation link; rejects with the text to show. */
  onRequest: (email: string, password: string | undefined) => Promise<void>;
  submitting?: boolean;
}

/** E-mail: a new address and the current password; the change waits for the mailed link. */
export function EmailSection({
  currentEmail,
  hasPassword,
  onRequest,
  submitting = false,
}: EmailSectionProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<{ success?: string; error?: string }>({});
  const emailField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? T.enterEmail : hasPassword && !password ? T.enterPassword : null;
    if (problem) {
      setOutcome({ error: problem });
      return;
    }
    setOutcome({});
    try {
      await onRequest(address, hasPassword ? password : undefined);
      setEmail('');
      setPassword('');
      setOutcome({ success: T.sent(address) });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : T.failed });
      emailField.current?.focus();
    }
  };

  return (
    <RightsSection
      id="email"
      heading={T.heading}
      intro={
        <>
          <p>{T.current(currentEmail)}</p>
          <p className="mt-1">{T.intro}</p>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-4">
        <TextField
          ref={emailField}
          label={T.next}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {hasPassword && (
          <TextField
            label={T.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
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
