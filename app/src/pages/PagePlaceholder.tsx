import { usePageMeta } from './usePageMeta';

type Props = {
  /** The page's name, used for the document title and, unless `heading` is given, the heading. */
  title: string;
  description: string;
  heading?: string;
};

/** What a route shows until its screen is built: its name, with the real title and description. */
export function PagePlaceholder({ title, description, heading = title }: Props) {
  usePageMeta(title, description);
  // The root layout holds the page's <main>.
  return <h1>{heading}</h1>;
}
