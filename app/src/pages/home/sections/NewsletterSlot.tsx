import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../session';

// The box and its email check (zod) load only for the members who will see it.
const NewsletterSection = lazy(() =>
  import('./NewsletterSection').then((module) => ({ default: module.NewsletterSection })),
);

/**
 * Where the newsletter box goes: loaded once a signed-in user with newsLetter false is here, and
 * kept mounted after they subscribe, so the box can thank them before it goes.
 */
export function NewsletterSlot() {
  const { user } = useSession();
  const [wanted, setWanted] = useState(false);
  if (!wanted && user?.newsLetter === false) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterSection />
    </Suspense>
  );
}
