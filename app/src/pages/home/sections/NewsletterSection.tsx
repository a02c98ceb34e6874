import { messageKeyOf, TIMINGS } from '@ic/domain';
import {
  Container,
  MinimumDuration,
  NewsletterBox,
  useMessage,
  useT,
  type NewsletterStatus,
} from '@ic/ui';
import { useEffect, useState } from 'react';
import { newsletterErrorMessage, subscribeToNewsletter } from '../../../api/newsletter';
import { useSession } from '../../../session';
import { BannerPlaceholder } from './placeholders';

type Outcome = { status: NewsletterStatus; message?: string };

/**
 * The newsletter box, only for a signed-in user whose newsLetter is false (spec section 2).
 * A successful sign-up turns the flag on at once, and the thanks stays up for a toast's time
 * before the box goes.
 */
export function NewsletterSection() {
  const t = useT();
  const translate = useMessage();
  const { user, updateUser } = useSession();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const thanking = outcome.status === 'success';

  useEffect(() => {
    if (!thanking) return undefined;
    const timer = setTimeout(() => setOutcome({ status: 'idle' }), TIMINGS.toastMs);
    return () => clearTimeout(timer);
  }, [thanking]);

  if (!thanking && user?.newsLetter !== false) return null;

  const subscribe = async (email: string) => {
    setOutcome({ status: 'submitting' });
    try {
      const message = await subscribeToNewsletter(email);
      setOutcome({ status: 'success', message });
      updateUser({ newsLetter: true });
    } catch (error) {
      setOutcome({ status: 'error', message: newsletterErrorMessage(error) });
    }
  };

  return (
    <Container>
      <MinimumDuration placeholder={<BannerPlaceholder />}>
        <NewsletterBox
          title={t('home.newsletter.title')}
          text={t('home.newsletter.text')}
          status={outcome.status}
          // The server's thanks or refusal, in the screen's language when it is one of ours.
          message={outcome.message && translate(outcome.message, messageKeyOf(outcome.message))}
          onSubscribe={(email) => void subscribe(email)}
        />
      </MinimumDuration>
    </Container>
  );
}
