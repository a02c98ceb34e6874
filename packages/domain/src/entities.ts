// Shapes the app works with beyond the API's answers (those are inferred from the response
// contracts in ./contracts). Field names follow spec section 3 exactly.
import type { UserRecord } from './contracts/account.ts';

export type PlanType = 'UltimateKit' | 'FREE' | 'Monthly' | 'HalfYear' | 'Annual';
export type MemberLevel = 'Gold';

/** The display copy of the signed-in user kept in the `user` cookie. */
export type User = UserRecord & {
  isPremium?: boolean;
  plan?: PlanType | null;
  planRenewsAt?: string | null;
  memberLevel?: MemberLevel | null;
};

/** A job as the client presents it (see `toJobView`). */
export type JobView = {
  id: string;
  postDate: string;
  title: string;
  description: string;
  department: string;
  jobType: string;
  positions: number;
  tasks: string[];
  skills: string[];
};

export type SupportType = 'one-time' | 'monthly';
export type SupportPayload = { supportType: SupportType; amount: number; displayName: string };

export type Feedback = { email: string; name: string; subject: string; feedback: string };

export type Address = {
  _id?: string;
  firstName: string;
  lastName: string;
  house: string;
  street: string;
  landmark: string;
  postalCode: string;
  city: string;
  country: 'India';
  state: string;
  phone: string;
  isDefault: boolean;
};

export type ComicCardSample = { id: string; title: string; creator: string; image: string };
export type SpotlightItem = {
  id: string;
  title: string;
  authors: string;
  year: string;
  description: string;
  image: string;
  tag?: 'NEW RELEASE';
};
