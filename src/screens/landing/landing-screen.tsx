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
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 empty:hidden sm:px-6">
        <LanguageSuggestion />
      </div>
      <LandingHero />
      <FeaturesSection />
      <HowItWorksSection />
      <RecipesSection />
      <CallToAction />
    </>
  );
}
