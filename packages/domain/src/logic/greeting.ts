// The header greeting 'Hi, {first word of the name, or Guest}!' (spec section 2).
import type { User } from '../entities.ts';
import { MESSAGES } from '../messages.ts';

/** `guest` is the word for someone without a name, in the screen's language. */
export function greetingName(
  user: Pick<User, 'name'> | null | undefined,
  guest: string = MESSAGES.guest,
): string {
  const first = user?.name?.trim().split(/\s+/)[0];
  return first || guest;
}
