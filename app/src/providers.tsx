import { GlobalStyle, ToastProvider } from '@ic/ui';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { LanguageRoot } from './language/LanguageRoot';
import { SessionProvider } from './session';

/**
 * Content changes rarely, so focus does not refetch it (the session and premium hooks opt back
 * in); a failed load is retried twice before the screen's error state (spec section 8) settles.
 */
export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, errorRetryCount: 2 };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <SessionProvider>
        <GlobalStyle />
        <LanguageRoot>
          {/* Toasts show at the top right (spec section 2), over every page and the offline screen. */}
          <ToastProvider>{children}</ToastProvider>
        </LanguageRoot>
      </SessionProvider>
    </SWRConfig>
  );
}
