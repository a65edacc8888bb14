import { PublicLink } from '#src/components/public-link';
import { PRIVACY, PRIVACY_TEXTS, privacyLastUpdated } from '#src/content/privacy';
import { useDocumentTitle } from '#src/components/use-document-title';
import { PageIntro } from '#src/features/public/components/page-intro';

/** The privacy policy: servers, third parties, minimum age, GDPR rights and the last-updated date. */
export default function PrivacyScreen() {
  useDocumentTitle(PRIVACY_TEXTS.docTitle);
  return (
    <>
      <PageIntro title={PRIVACY.title} lead={PRIVACY.lead}>
        <p className="mt-4 text-sm text-muted">{privacyLastUpdated()}</p>
      </PageIntro>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6">
        {PRIVACY.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-xl font-bold text-ink">
              {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-muted">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 flex flex-col gap-2">
                {section.list.map((item) => (
                  <li key={item.term} className="rounded-lg bg-white p-3 ring-1 ring-stone-200">
                    <span className="font-semibold text-ink">{item.term}</span>
                    <span className="text-muted">: {item.text}</span>
                  </li>
                ))}
              </ul>
            )}
            {section.id === 'contact' && (
              <PublicLink
                to="/contact"
                className="mt-3 inline-flex min-h-11 items-center rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {PRIVACY_TEXTS.contactLink}
              </PublicLink>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
