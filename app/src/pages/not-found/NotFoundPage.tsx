import { MESSAGES } from '@ic/domain';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../usePageMeta';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  usePageMeta(MESSAGES.notFound, 'This page does not exist on IC Universe.');
  return (
    <main>
      <h1>{MESSAGES.notFound}</h1>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
