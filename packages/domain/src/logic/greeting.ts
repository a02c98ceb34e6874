// The header greeting 'Hi, {first word of the name, or Guest}!' (spec section 2).
import type { User } from '../entities.ts';
import { MESSAGES } from '../messages.ts';

export function greetingName(user: Pick<User, 'name'> | null | undefined): string {
  const first = user?.name?.trim().split(/\s+/)[0];
  return first || MESSAGES.guest;
}
