import type { ReactNode } from 'react';
import { AuthHeader } from '#src/features/public/components/auth-header';

/**
 * Sign-in, sign-up and OAuth pages: a header without auth buttons, the page centred. The routed
 * app's auth layout and the prerendered /login and /register (src/public-main.tsx) both use it.
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-surface">
      <AuthHeader />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 flex-col justify-center focus:outline-none"
      >
        {children}
      </main>
    </div>
  );
}
