import type { DishIllustration as DishKind } from '#src/content/landing';

/** The hero drawing: a phone with a recipe beside a steaming pot and fresh ingredients. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" className={className} aria-hidden="true" focusable="false">
      <circle cx="200" cy="170" r="140" fill="#ffedd5" />
      <rect x="214" y="40" width="132" height="236" rx="22" fill="#1c1917" />
      <rect x="224" y="56" width="112" height="204" rx="14" fill="#fffbf7" />
      <rect x="236" y="70" width="88" height="56" rx="10" fill="#fdba74" />
      <circle cx="280" cy="98" r="18" fill="#fff7ed" />
      <circle cx="274" cy="94" r="5" fill="#15803d" />
      <circle cx="287" cy="102" r="5" fill="#b91c1c" />
      <rect x="236" y="138" width="72" height="8" rx="4" fill="#1c1917" />
      <rect x="236" y="154" width="88" height="6" rx="3" fill="#d6d3d1" />
      <rect x="236" y="166" width="80" height="6" rx="3" fill="#d6d3d1" />
      <circle cx="244" cy="192" r="8" fill="#c2410c" />
      <rect x="258" y="188" width="62" height="8" rx="4" fill="#fed7aa" />
      <circle cx="244" cy="218" r="8" fill="#fed7aa" />
      <rect x="258" y="214" width="50" height="8" rx="4" fill="#fed7aa" />
      <rect x="236" y="236" width="88" height="14" rx="7" fill="#c2410c" />
      <path d="M52 188h148v22a40 40 0 0 1-40 40h-68a40 40 0 0 1-40-40v-22Z" fill="#9a3412" />
      <rect x="40" y="180" width="172" height="14" rx="7" fill="#7c2d12" />
      <path
        d="M96 166c0-12 12-12 12-24M126 166c0-12 12-12 12-24M156 166c0-12 12-12 12-24"
        stroke="#fb923c"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="70" cy="276" r="16" fill="#b91c1c" />
      <path d="M70 260c2-8 8-10 12-10" stroke="#15803d" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="118" cy="282" rx="22" ry="12" fill="#facc15" />
      <path d="M160 292c8-26 30-30 40-28-6 14-20 28-40 28Z" fill="#15803d" />
    </svg>
  );
}

const DISH_TOPPINGS: Record<DishKind, React.ReactNode> = {
  bowl: (
    <>
      <circle cx="46" cy="56" r="10" fill="#facc15" />
      <circle cx="60" cy="48" r="8" fill="#15803d" />
      <circle cx="74" cy="58" r="9" fill="#c2410c" />
      <circle cx="58" cy="66" r="7" fill="#fed7aa" />
    </>
  ),
  pasta: (
    <>
      <path
        d="M36 58c8-10 16 10 24 0s16 10 24 0M38 66c8-10 16 10 24 0s16 10 22 0"
        stroke="#facc15"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="50" cy="52" r="5" fill="#b91c1c" />
      <circle cx="72" cy="54" r="5" fill="#b91c1c" />
      <path d="M58 46c4-6 10-6 12-4" stroke="#15803d" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  salad: (
    <>
      <path d="M34 60c10-18 22-6 28-2 8-14 20-10 26 2Z" fill="#15803d" />
      <rect x="52" y="50" width="20" height="10" rx="4" fill="#fb923c" />
      <circle cx="44" cy="62" r="6" fill="#fef3c7" />
      <circle cx="80" cy="62" r="6" fill="#fef3c7" />
    </>
  ),
  curry: (
    <>
      <ellipse cx="60" cy="60" rx="30" ry="12" fill="#f59e0b" />
      <circle cx="48" cy="58" r="6" fill="#fef3c7" />
      <circle cx="66" cy="62" r="6" fill="#fef3c7" />
      <path d="M74 52c4-4 10-4 12 0" stroke="#15803d" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
};

/** A small drawn plate for a showcase recipe. */
export function DishIllustration({ kind, className = '' }: { kind: DishKind; className?: string }) {
  return (
    <svg viewBox="0 0 120 100" className={className} aria-hidden="true" focusable="false">
      <rect width="120" height="100" fill="#fff7ed" />
      <ellipse cx="60" cy="62" rx="48" ry="26" fill="#e7e5e4" />
      <ellipse cx="60" cy="58" rx="44" ry="22" fill="#ffffff" />
      {DISH_TOPPINGS[kind]}
    </svg>
  );
}
