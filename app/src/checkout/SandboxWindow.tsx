import { SandboxCheckout, useCatalogue, useT, type SandboxCheckoutProps } from '@ic/ui';
import { orderDescription, priceLineLabel } from './words';

/**
 * The sandbox's window in the screen's language: what the order buys and the price's parts as
 * our words, when the server's are ours. The checkout's catalogue loads with the window, in its
 * own boundary, so a page buying or donating needs nothing more.
 */
export function SandboxWindow({ description, lines = [], ...props }: SandboxCheckoutProps) {
  useCatalogue('checkout');
  const t = useT();
  return (
    <SandboxCheckout
      {...props}
      description={orderDescription(description, t)}
      lines={lines.map((line) => ({ ...line, label: priceLineLabel(line.label, t) }))}
    />
  );
}
