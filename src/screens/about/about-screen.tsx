import { ABOUT } from '#src/content/about';
import { TEAM, TEAM_EMAIL } from '#src/content/team';
import { useDocumentTitle } from '#src/components/use-document-title';
import { PageIntro } from '#src/features/public/components/page-intro';
import { TeamList } from '#src/features/public/components/team-list';

/** About Sous: the cloud hackathon story, what we care about and the team of four. */
export default function AboutScreen() {
  useDocumentTitle(ABOUT.docTitle);
  return (
    <>
      <PageIntro title={ABOUT.title} lead={ABOUT.lead} />
      <div className="mx-auto flex max-w-4xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-bold text-ink">
            {ABOUT.story.heading}
          </h2>
          {Object.entries(ABOUT.story.paragraphs).map(([key, paragraph]) => (
            <p key={key} className="mt-4 text-muted">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold text-ink">
            {ABOUT.values.heading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {Object.entries(ABOUT.values.items).map(([key, item]) => (
              <li key={key} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="text-2xl font-bold text-ink">
            {ABOUT.team.heading}
          </h2>
          <p className="mt-2 text-muted">{ABOUT.team.intro}</p>
          <div className="mt-6">
            <TeamList members={TEAM} />
          </div>
          <p className="mt-6 text-sm text-muted">
            {ABOUT.team.writeAll}{' '}
            <a
              href={`mailto:${TEAM_EMAIL}`}
              className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {TEAM_EMAIL}
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}
