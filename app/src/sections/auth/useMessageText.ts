import { messageKeyOf } from '@ic/domain';
import { useMessage } from '@ic/ui';

/**
 * A message the app holds as English text (a toast's, the server's word) in the screen's
 * language: the errors catalogue's text when it is one of the domain's messages, else as it came.
 */
export function useMessageText(): (english: string) => string {
  const message = useMessage();
  return (english) => message(english, messageKeyOf(english));
}
