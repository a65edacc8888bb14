import { Clock, Mail } from 'lucide-react';
import { CONTACT } from '#src/content/contact';
import { TEAM, TEAM_EMAIL } from '#src/content/team';
import { useDocumentTitle } from '#src/components/use-document-title';
import { ContactForm } from '#src/features/public/components/contact-form';
import { PageIntro } from '#src/features/public/components/page-intro';
import { TeamList } from '#src/features/public/components/team-list';

/** Contact: the (simulated) message form, the team's direct addresses and support hours. */
export default function ContactScreen() {
  useDocumentTitle(CONTACT.docTitle);
  return (
    <>
      <PageIntro title={CONTACT.title} lead={CONTACT.lead} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5">
        <div className="rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:p-8 lg:col-span-3">
          <ContactForm />
        </div>
        <div className="flex flex-col gap-8 lg:col-span-2">
          <section aria-labelledby="general-heading">
            <h2
              id="general-heading"
              className="flex items-center gap-2 text-lg font-semibold text-ink"
            >
              <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {CONTACT.general.heading}
            </h2>
            <p className="mt-1 text-sm text-muted">{CONTACT.general.text}</p>
            <a
              href={`mailto:${TEAM_EMAIL}`}
              className="inline-flex min-h-11 max-w-full items-center rounded font-semibold text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {TEAM_EMAIL}
            </a>
          </section>
          <section aria-labelledby="hours-heading">
            <h2
              id="hours-heading"
              className="flex items-center gap-2 text-lg font-semibold text-ink"
            >
              <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {CONTACT.support.heading}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {Object.values(CONTACT.support.items).map((item) => (
                <div key={item.label} className="contents">
                  <dt className="font-medium text-ink">{item.label}</dt>
                  <dd className="text-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="direct-heading">
            <h2 id="direct-heading" className="text-lg font-semibold text-ink">
              {CONTACT.direct.heading}
            </h2>
            <div className="mt-3">
              <TeamList members={TEAM} showFocus={false} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
