// The shapes the API serves and the app shows. Field names follow spec section 3 exactly,
// including the served spellings (jobtitle, jobtypes, newsLetter) that the client renames.

export type PlanType = 'UltimateKit' | 'FREE' | 'Monthly' | 'HalfYear' | 'Annual';
export type MemberLevel = 'Gold';

/** The display copy of the signed-in user kept in the `user` cookie. */
export type User = {
  name: string;
  username: string;
  email: string;
  newsLetter: boolean;
  avatar?: string;
  isPremium?: boolean;
  plan?: PlanType | null;
  planRenewsAt?: string | null;
  memberLevel?: MemberLevel | null;
};

export type CharacterListItem = {
  _id: string;
  originalName: string;
  mainImageUrl: string;
};

export type CharacterAlignment = 'hero' | 'middle' | 'villain';

export type ImageWithText = { image: string; text: string };

/** Scalar fields may be null or '' when unknown; the biography shows them as N/A. */
export type Character = {
  _id: string;
  originalName: string;
  knownAs: string | null;
  powers: string[];
  weapon: string[];
  height: string | null;
  age: string | null;
  species: string | null;
  weight: string | null;
  birthDate: string | null;
  eyes: string | null;
  gender: string | null;
  hair: string | null;
  placeOfOrigin: string | null;
  universe: string | null;
  family: string[];
  friends: string[];
  enemies: string[];
  groupAffiliations: string[];
  creator: string[];
  description: string | null;
  about: string | null;
  origin: ImageWithText;
  storyLine: ImageWithText;
  mainImageUrl: string;
  mainLandscapeImageUrl: string;
  power1ImageUrl: string;
  power2ImageUrl: string;
  power3ImageUrl: string;
  alignment: CharacterAlignment;
};

export type HeroSlide = {
  key: string;
  label: string;
  title: string;
  subtitle: string;
  description: string;
  image: string;
  button: string;
};

export type Comic = {
  _id: string;
  title: string;
  coverImg: string;
  releasedYear: number | string;
  authors: string[] | string;
  createdAt: string;
};

export type Chapter = {
  _id: string;
  comicId: string;
  title: string;
  chapPdf: string;
  chapImage: string;
  releaseDate?: string | null;
  pageCount: number;
};

export type BlogCategory = 'general' | 'foundation' | 'ic';
export type BlogEntry = { imageUrl: string; story: string };
export type Blog = {
  _id: string;
  title: string;
  subject: string;
  authorName: string;
  createdAt: string;
  category: BlogCategory;
  coverImageUrl: string;
  news: BlogEntry[];
};

/** A job as the API serves it. */
export type Job = {
  _id: string;
  createdAt: string;
  jobtitle: string;
  description: string;
  department: string;
  jobtypes: string;
  position: number;
  tasks: string[];
  skills: string[];
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

export type SignupPayload = {
  email: string;
  password: string;
  name: string;
  dob: string;
  username: string;
  newsLetter: boolean;
};

export type SupportType = 'one-time' | 'monthly';
export type SupportPayload = { supportType: SupportType; amount: number; displayName: string };
export type SupportStats = {
  monthlyFunds: number;
  supporterCount: number;
  corporates: number;
  totalFunds: number;
};
export type Contributor = {
  displayName: string;
  amount: number;
  supportType: SupportType;
  createdAt: string;
};

export type TimelineStory = {
  _id: string;
  category: string;
  title: string;
  eventDate: string;
  description: string;
  imageUrl: string;
};

export type Feedback = { email: string; name: string; subject: string; feedback: string };

export type TeamMember = { name: string; img: string; year: string };
export type Team = { _id: string; name: string; members: TeamMember[] };

export type MembershipPlan = {
  type: PlanType;
  title: string;
  price: number;
  originalPrice?: number;
  promo?: string;
  features: string[];
  purchasable: boolean;
};

export type PaymentProvider = 'razorpay' | 'sandbox';
export type PaymentPurpose = 'membership' | 'donation';
export type PaymentOrder = {
  keyId: string;
  amount: number;
  orderId: string;
  currency: 'INR';
  provider: PaymentProvider;
  description: string;
  purpose: PaymentPurpose;
  /** Whole rupees, for display (`amount` is paise, for the provider). */
  amountRupees: number;
  /** A monthly subscription: `orderId` is the subscription id. */
  recurring: boolean;
};

export type PremiumCheck = { isPremium: boolean };

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
