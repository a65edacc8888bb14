import { useDocumentTitle } from '#src/components/use-document-title';
import { LANDING_TEXTS } from '#src/content/landing';
import {
  CallToAction,
  FeaturesSection,
  HowItWorksSection,
  LandingHero,
  RecipesSection,
} from '#src/features/public/components/landing-sections';
import { useScrollToHash } from '#src/features/public/hooks/use-scroll-to-hash';
import { LanguageSuggestion } from '#src/features/account/components/language-suggestion';

/** The marketing page: hero, #features, #how-it-works, #recipes and a closing call to action. */
export default function LandingScreen() {
  useDocumentTitle(LANDING_TEXTS.docTitle);
  useScrollToHash();
  return (
    <>
      {/* It can only appear after the page is up (the prerendered page has no browser to ask): in the
          page's flow it pushed the whole page down on a phone (layout shift 0.17), so it floats. */}
      <LanguageSuggestion className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl shadow-lg sm:inset-x-6 sm:bottom-6" />
      <LandingHero />
      <FeaturesSection />
      <HowItWorksSection />
      <RecipesSection />
      <CallToAction />
    </>
  );
}
