import { GlobalStyle, ToastProvider } from '@ic/ui';
import type { ReactNode } from 'react';
import { LanguageRoot } from '../language/LanguageRoot';
import { SessionProvider } from '../session';
import { FreshSWR } from './swr';

/** The app's providers (AppProviders), with the design tokens, and a fresh SWR cache per test. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <FreshSWR>
      <SessionProvider>
        <GlobalStyle />
        <LanguageRoot>
          <ToastProvider>{children}</ToastProvider>
        </LanguageRoot>
      </SessionProvider>
    </FreshSWR>
  );
}
