// The one static import of the Lottie engine: a named import lets the bundler keep only the light
// (svg, no expressions) build. lottie-animation.tsx loads this module lazily.
export { LottieLight as default } from 'lottie-react';
