import { Bookmark, Clock, Sparkles, Timer, UserRound, type LucideIcon } from 'lucide-react';
import { PublicLink } from '#src/components/public-link';
import { LANDING, LANDING_TEXTS, type FeatureIcon } from '#src/content/landing';
import { DishIllustration, HeroIllustration } from './illustrations';

const PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-5 text-base font-semibold text-ink hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const FEATURE_ICONS: Record<FeatureIcon, LucideIcon> = {
  sparkles: Sparkles,
  user: UserRound,
  timer: Timer,
  bookmark: Bookmark,
};

/** Section frame: focusable target of the header's anchor links, with a heading and lead. */
function Section({
  id,
  heading,
  lead,
  tinted = false,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-16 py-16 focus:outline-none sm:py-24 ${tinted ? 'bg-white' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={`${id}-heading`}
            className="text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {heading}
          </h2>
          <p className="mt-3 text-lg text-muted">{lead}</p>
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}

/** The landing hero: promise, sign-up call to action and the hero drawing. */
export function LandingHero() {
  const { hero } = LANDING;
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 text-lg text-muted">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <PublicLink to="/register" className={PRIMARY}>
              {hero.primary}
            </PublicLink>
            <PublicLink to={{ pathname: '/', hash: '#how-it-works' }} className={SECONDARY}>
              {hero.secondary}
            </PublicLink>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md" />
      </div>
    </section>
  );
}

/** #features: the four promises. */
export function FeaturesSection() {
  const { features } = LANDING;
  return (
    <Section id={features.id} heading={features.heading} lead={features.lead} tinted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.items.map((item) => {
          const Icon = FEATURE_ICONS[item.icon];
          return (
            <li key={item.title} className="rounded-2xl border border-stone-200 bg-surface p-6">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 text-sm text-muted">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** #how-it-works: the three steps from idea to dinner. */
export function HowItWorksSection() {
  const { howItWorks } = LANDING;
  return (
    <Section id={howItWorks.id} heading={howItWorks.heading} lead={howItWorks.lead}>
      <ol className="grid gap-6 md:grid-cols-3">
        {howItWorks.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
          >
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              <span className="sr-only">{LANDING_TEXTS.howItWorks.stepNumber(index + 1)}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** #recipes: sample dishes with drawn plates. */
export function RecipesSection() {
  const { recipes } = LANDING;
  return (
    <Section id={recipes.id} heading={recipes.heading} lead={recipes.lead} tinted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {recipes.items.map((recipe) => (
          <li
            key={recipe.title}
            className="overflow-hidden rounded-2xl border border-stone-200 bg-surface"
          >
            <DishIllustration kind={recipe.illustration} className="aspect-[6/5] w-full" />
            <div className="p-5">
              <h3 className="font-semibold text-ink">{recipe.title}</h3>
              <p className="mt-1 text-sm text-muted">{recipe.text}</p>
              <p className="mt-3 flex items-center gap-3 text-sm text-muted">
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  {recipe.time}
                </span>
                <span aria-hidden="true">·</span>
                <span>{recipe.difficulty}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The closing call to action. */
export function CallToAction() {
  const { cta } = LANDING;
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold text-white">
          {cta.heading}
        </h2>
        <p className="text-lg text-brand-100">{cta.lead}</p>
        <PublicLink
          to="/register"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {cta.button}
        </PublicLink>
      </div>
    </section>
  );
}
