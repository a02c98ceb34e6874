import { artSources } from '@ic/domain';
import { GlobalStyle, PictureSourcesProvider, ToastProvider, type PreparedLanguage } from '@ic/ui';
import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import { LanguageRoot } from './language/LanguageRoot';
import { SessionProvider } from './session';
import { servedFirst, type ServedData } from './ssr/servedData';

/**
 * Content changes rarely, so focus does not refetch it (the session and premium hooks opt back
 * in); a failed load is retried twice before the screen's error state (spec section 8) settles.
 */
export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, errorRetryCount: 2 };

interface AppProvidersProps {
  children: ReactNode;
  /** The answers a server-rendered page was drawn with (src/ssr): the first render shows them. */
  served?: ServedData;
  /** SWR middleware (the server's renderer records what each page reads). */
  use?: Middleware[];
  /** The language a server-rendered page is drawn in, its catalogues loaded. */
  language?: PreparedLanguage;
  /**
   * The page's global CSS is in the document already (a page the server drew, its styles
   * adopted): mounting GlobalStyle would compile it again while hydrating, ~15 ms of a phone's
   * hydration, for the same rules.
   */
  globalStyleServed?: boolean;
}

export function AppProviders({
  children,
  served,
  use,
  language,
  globalStyleServed,
}: AppProvidersProps) {
  const options = useMemo(
    () => ({
      ...SWR_OPTIONS,
      fallback: served,
      use: [...(served ? [servedFirst(served)] : []), ...(use ?? [])],
    }),
    [served, use],
  );
  return (
    <SWRConfig value={options}>
      <SessionProvider>
        {!globalStyleServed && <GlobalStyle />}
        <LanguageRoot prepared={language}>
          {/* Generated art is shown as AVIF or WebP at the width a page needs (the server rasters it). */}
          <PictureSourcesProvider sourcesOf={artSources}>
            {/* Toasts show at the top right (spec section 2), over every page and the offline screen. */}
            <ToastProvider>{children}</ToastProvider>
          </PictureSourcesProvider>
        </LanguageRoot>
      </SessionProvider>
    </SWRConfig>
  );
}
