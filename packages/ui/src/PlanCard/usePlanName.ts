import { DEFAULT_LANGUAGE, findPlan, type PlanType } from '@ic/domain';
import { useCatalogue, useLanguage, useT } from '../i18n';
import { planNameKey } from './planWords';

/**
 * A plan's name in the screen's language, the same wherever it shows. English shows the title
 * as given (the price list's 'FREE', the Ultimate page's 'Free', or one the server changed); Hindi
 * shows the checkout catalogue's name for a title the domain gives the plan. It loads the
 * checkout catalogue, as PlanCard does, wherever it is used.
 */
export function usePlanName(): (type: PlanType, title?: string) => string {
  useCatalogue('checkout');
  const t = useT();
  const english = useLanguage() === DEFAULT_LANGUAGE;
  return (type, title = findPlan(type).title) => {
    if (english) return title;
    const key = planNameKey(type, title);
    return key ? t(key) : title;
  };
}
