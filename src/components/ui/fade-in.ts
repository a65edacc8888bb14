import './fade-in.css';

/** Cards fade in with a stagger of 0.1 s per item. */
export const STAGGER_SECONDS = 0.1;

/** The entrance animation class; it only applies when the user has not asked for reduced motion. */
export const FADE_IN_CLASS = 'motion-safe:animate-[sous-fade-in-up_0.4s_ease-out_both]';

/** The inline style that delays the n-th card of a staggered list. */
export const staggerStyle = (index: number) => ({ animationDelay: `${index * STAGGER_SECONDS}s` });
