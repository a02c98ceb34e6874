import type { ChildStatus } from '@ic/domain';
import { useChildStatus } from '../../api/me';
import { useSession } from '../../session';

/**
 * The signed-in account's limits when it is a child's (null otherwise): a child is offered no
 * purchase and no marketing mail, and the screens say why.
 */
export function useChildAccount(): ChildStatus | null {
  const { signedIn } = useSession();
  return useChildStatus(signedIn);
}
