// The texts Hindi keeps as they are in English: the catalogue test lets them be equal, and the
// Hindi page screenshots (test/visual/pages.hi.visual.test.tsx) let them show on a Hindi screen.
import type { CatalogueArea } from './areas';

/** Texts Hindi keeps as they are in English, per area: the product's names and the like. */
export const SAME_IN_BOTH_BY_AREA: Record<CatalogueArea, string[]> = {
  shell: [
    'shell.nav.ultimate',
    'shell.share.whatsApp',
    'shell.share.x',
    // '{title}: {heading}': a picture's name from the blog's own words.
    'shell.blog.sectionAlt',
  ],
  errors: [],
  home: [
    // The site's and the plan's names, and the event's.
    'home.title',
    'home.plans.eyebrow',
    'home.ultimate.eyebrow',
    'home.event.title',
  ],
  characters: [],
  comics: ['comics.rating.named', 'comics.list.rating.option'],
  news: ['news.foundation.eyebrow'],
  careers: ['careers.department.uiux'],
  support: [],
  account: ['account.membership.perkPlan', 'account.child.rating', 'account.child.settings.option'],
  checkout: [
    'checkout.ultimate.name',
    'checkout.plan.researchPapers',
    'checkout.cart.step.3',
    'checkout.cart.method.upi',
    'checkout.order.withPapers',
  ],
  legal: [],
};
