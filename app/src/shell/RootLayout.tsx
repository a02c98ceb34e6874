import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

/** Wraps every route (spec section 2); the header, footer and offline screen join it with the site screens. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
