import { GlobalStyle } from '@ic/ui';
import '@ic/ui/fonts';

/** The app shell arrives with the site issues; until then the built page proves the workspace wiring. */
export function App() {
  return (
    <>
      <GlobalStyle />
      <main>
        <h1>IC Universe</h1>
        <p>The site is being built. The API is live under /api/docs.</p>
      </main>
    </>
  );
}
