import { PagePlaceholder } from '../PagePlaceholder';

export function HomePage() {
  return (
    <PagePlaceholder
      title="IC Universe"
      heading="Home"
      description="Indian superheroes in comics, animation and games: meet the characters, read the comics and join IC Ultimate."
    />
  );
}

export function LoggedInHomePage() {
  return (
    <PagePlaceholder
      title="IC Universe"
      heading="Home (member)"
      description="Your IC Universe home: new comics, featured characters, events and the latest news."
    />
  );
}

export function PremiumHomePage() {
  return (
    <PagePlaceholder
      title="IC Universe"
      heading="Home (premium)"
      description="Your IC Ultimate home: new comics, featured characters, events and the latest news."
    />
  );
}
