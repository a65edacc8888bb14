import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import { TextAreaField, TextField } from '#src/components/ui/field';
import { CONTACT, CONTACT_SEND_DELAY_MS } from '#src/content/contact';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/**
 * Sending is simulated — no server call — and always succeeds after 1.5 s.
 * It returns a promise so the form keeps a real failure path, even though nothing can reach it.
 */
function simulateSend(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, CONTACT_SEND_DELAY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** The contact form: name, email, subject and message, all required by the browser. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const abort = useRef<AbortController | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (status === 'sent') statusRef.current?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    abort.current = new AbortController();
    setStatus('sending');
    try {
      await simulateSend(abort.current.signal);
      setValues(EMPTY);
      setStatus('sent');
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus('failed');
    }
  };

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  if (status === 'sent') {
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center gap-4 rounded-2xl border border-green-200 bg-green-50 p-8 text-center focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-success" />
        <p className="text-lg font-semibold text-ink">{CONTACT.form.success}</p>
        <Button variant="secondary" onClick={() => setStatus('idle')}>
          {CONTACT.form.sendAnother}
        </Button>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold text-ink">
        {CONTACT.form.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={CONTACT.form.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name')}
          disabled={sending}
        />
        <TextField
          label={CONTACT.form.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          disabled={sending}
        />
      </div>
      <TextField
        label={CONTACT.form.subject}
        name="subject"
        required
        value={values.subject}
        onChange={set('subject')}
        disabled={sending}
      />
      <TextAreaField
        label={CONTACT.form.message}
        name="message"
        rows={6}
        required
        value={values.message}
        onChange={set('message')}
        disabled={sending}
      />
      {status === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger">
          {CONTACT.form.failure}
        </p>
      )}
      <Button type="submit" disabled={sending} aria-busy={sending} className="self-start">
        {sending ? CONTACT.form.sending : CONTACT.form.submit}
      </Button>
    </form>
  );
}
