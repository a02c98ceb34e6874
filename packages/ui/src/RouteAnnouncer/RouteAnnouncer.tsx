export type RouteAnnouncerProps = {
  /** What a screen reader says after a client-side navigation, e.g. 'Navigated to Comics'. */
  message: string;
  /** Changes with every navigation, so arriving at a page of the same title is announced again. */
  navigation: number;
};

/**
 * The polite live region that tells screen-reader users a new page arrived: a client-side
 * navigation changes the page without the browser announcing a load. Visually hidden.
 */
export function RouteAnnouncer({ message, navigation }: RouteAnnouncerProps) {
  return (
    <p data-slot="route-announcer" className="ic-visually-hidden" role="status" aria-atomic="true">
      {/* A new node per navigation: live regions read inserted text, not an unchanged one. */}
      <span key={navigation}>{message}</span>
    </p>
  );
}
