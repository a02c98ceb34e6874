import { ACCESS_MESSAGES, type Chapter, type ChapterLock, type ChildStatus } from '@ic/domain';
import {
  ChildLimitScreen,
  Paywall,
  ReaderLayout,
  type ChildLimitReason,
  type PaywallLock,
  useMessage,
} from '@ic/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlans } from '../../api/plans';
import { usePlanPurchase } from '../../checkout/usePlanPurchase';
import { paths } from '../../paths';
import type { ReturnTo } from '../../session';

type LockedChapterProps = {
  chapter: Chapter;
  lock: ChapterLock;
  /** A child account's limits, or null. */
  child: ChildStatus | null;
  listPath: string;
  /** A plan was bought here: the reader asks again and opens this chapter. */
  onPaid: () => void;
};

/** Buying (or logging in) opens a paywall's lock; a child's own limits have their own screen. */
function screenOf(lock: ChapterLock): { paywall: PaywallLock } | { child: ChildLimitReason } {
  switch (lock.reason) {
    case 'rating':
    case 'time-limit':
    case 'paused':
      return { child: lock.reason };
    case 'early-until':
      return { paywall: lock };
    default:
      return { paywall: { reason: lock.reason } };
  }
}

/** The plans on sale, as the paywall offers them (FREE is what the reader has already). */
function usePlansOnSale() {
  const { plans } = usePlans();
  return plans?.filter((plan) => plan.purchasable);
}

function ChapterPaywall({
  chapter,
  lock,
  child,
  onPaid,
}: Omit<LockedChapterProps, 'listPath'> & { lock: PaywallLock }) {
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  // The chapter opening is what was bought: the reader stays, welcomed with a toast.
  const purchase = usePlanPurchase('stay');
  const plans = usePlansOnSale();
  const logIn = () => {
    const from = location.pathname + location.search;
    void navigate(paths.login.href(), { state: { from } satisfies ReturnTo });
  };
  return (
    <>
      <Paywall
        chapterTitle={chapter.title}
        lock={lock}
        plans={plans}
        loadingType={purchase.buyingType}
        onSelectPlan={(plan, selection) =>
          void purchase.buy(plan, selection).then((paid) => paid && onPaid())
        }
        onLogIn={logIn}
        purchaseNote={
          child
            ? message(ACCESS_MESSAGES.guardianMustBuy, 'errors.access.guardianMustBuy')
            : undefined
        }
      />
      {purchase.checkoutDialog}
    </>
  );
}

/**
 * A chapter this reader may not open, in the reader's frame: the paywall (members, early
 * access, signed out) or, for a child's own limits, the friendly screen that sells nothing.
 */
export function LockedChapter({ chapter, lock, child, listPath, onPaid }: LockedChapterProps) {
  const screen = screenOf(lock);
  return (
    <ReaderLayout title={chapter.title} backHref={listPath}>
      {'paywall' in screen ? (
        <ChapterPaywall chapter={chapter} lock={screen.paywall} child={child} onPaid={onPaid} />
      ) : (
        <ChildLimitScreen
          reason={screen.child}
          chapterTitle={chapter.title}
          rating={chapter.rating}
          maxRating={child?.maxRating}
          limitMinutes={child?.dailyLimitMinutes}
          actionHref={screen.child === 'rating' ? paths.comics.href() : paths.home.href()}
        />
      )}
    </ReaderLayout>
  );
}
