import {
  ChefHat,
  CookingPot,
  Croissant,
  EggFried,
  Flame,
  Hourglass,
  Salad,
  Slice,
  Soup,
  Sparkles,
  Utensils,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { LottieHandle } from 'lottie-react';
import { animationValues, type Animation } from '#src/api/types';

/** The static stand-in of each step animation (public/lottie-animations/, the contract's Animation enum). */
const ICONS: Record<Animation, LucideIcon> = {
  'chopping.json': Slice,
  'mixing.json': Utensils,
  'boiling.json': CookingPot,
  'frying.json': EggFried,
  'baking.json': Croissant,
  'grilling.json': Flame,
  'simmering.json': Soup,
  'plating.json': Salad,
  'whisking.json': Sparkles,
  'seasoning.json': Wheat,
  'resting.json': Hourglass,
  'prepping.json': ChefHat,
};

const isKnown = (file: string): file is Animation =>
  (animationValues as readonly string[]).includes(file);

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = globalThis.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the user asks the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

let allPaused = false;
const pausedListeners = new Set<() => void>();

/**
 * Holds every step animation still (stories and visual tests, like freezeClock for time);
 * call with false to let them play again.
 */
export function setAnimationsPaused(paused: boolean) {
  allPaused = paused;
  pausedListeners.forEach((listener) => listener());
}

function useAllPaused() {
  return useSyncExternalStore(
    (onChange) => {
      pausedListeners.add(onChange);
      return () => pausedListeners.delete(onChange);
    },
    () => allPaused,
    () => false,
  );
}

interface LightProps {
  src: string;
  autoplay?: boolean;
  loop?: boolean;
  className?: string;
  lottieRef?: Ref<LottieHandle>;
  subscriptions?: { ready?: () => void; error?: () => void };
}

// The light build (svg only, no expressions) is the smallest engine; loading it lazily keeps it
// out of every chunk but the recipe route's.
const LottieLight = lazy(
  () => import('./lottie-light') as unknown as Promise<{ default: ComponentType<LightProps> }>,
);

/** A failed chunk load must not take the instructions down with it: show the static icon. */
class LoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The frame a still animation shows: the middle, where every part of the scene is on stage. */
const STILL_FRAME = 30;

/** The static icon shown for an unknown animation name, before the engine loads, or on failure. */
export function AnimationIcon({ file, className = '' }: { file: string; className?: string }) {
  const Icon = isKnown(file) ? ICONS[file] : ChefHat;
  return (
    <span className={`flex h-full w-full items-center justify-center text-brand-600 ${className}`}>
      <Icon aria-hidden="true" className="h-1/2 w-1/2" strokeWidth={1.75} />
    </span>
  );
}

/**
 * False until the element comes within half a screen of the visible area (true at once where
 * IntersectionObserver is missing): steps further down the page do not load the engine or play.
 */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

export interface LottieAnimationProps {
  /** The file name of the animation, e.g. "chopping.json"; an unknown one shows a static icon. */
  file: string;
  /** Holds a still frame instead of playing (stories, snapshots). */
  paused?: boolean;
  className?: string;
}

/**
 * A looping step animation from /lottie-animations/, decorative (hidden from screen readers).
 * It loads the Lottie engine lazily once near the visible area (a static icon until then), holds
 * still when paused or when the user prefers reduced motion (or while setAnimationsPaused holds
 * them), and falls back to a static icon for an unknown name or a failed load.
 */
export function LottieAnimation({ file, paused = false, className = '' }: LottieAnimationProps) {
  const reducedMotion = usePrefersReducedMotion();
  const pausedEverywhere = useAllPaused();
  const still = paused || reducedMotion || pausedEverywhere;
  const handle = useRef<LottieHandle>(null);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  // The engine's ready callback is bound once per load; it reads the latest wish through this ref.
  const stillRef = useRef(still);
  useEffect(() => {
    stillRef.current = still;
  }, [still]);

  useEffect(() => {
    const lottie = handle.current;
    if (!lottie || !ready) return;
    if (still) {
      lottie.pause();
      lottie.seek(STILL_FRAME);
    } else {
      lottie.play();
    }
  }, [still, ready]);

  const icon = <AnimationIcon file={file} />;
  if (!isKnown(file) || failed) {
    return (
      <div aria-hidden="true" className={className} data-animation={file} data-state="icon">
        {icon}
      </div>
    );
  }
  if (!near) {
    return (
      <div
        ref={box}
        aria-hidden="true"
        className={className}
        data-animation={file}
        data-state="offscreen"
      >
        {icon}
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`relative ${className}`}
      data-animation={file}
      data-state={ready ? (still ? 'paused' : 'playing') : 'loading'}
    >
      {!ready && <div className="absolute inset-0">{icon}</div>}
      <LoadBoundary fallback={icon}>
        <Suspense fallback={null}>
          <LottieLight
            src={`/lottie-animations/${file}`}
            autoplay={!still}
            loop
            className={`h-full w-full ${ready ? '' : 'opacity-0'}`}
            lottieRef={handle}
            subscriptions={{
              ready: () => {
                if (stillRef.current) {
                  handle.current?.pause();
                  handle.current?.seek(STILL_FRAME);
                }
                setReady(true);
              },
              error: () => setFailed(true),
            }}
          />
        </Suspense>
      </LoadBoundary>
    </div>
  );
}
