import { HOME_HERO_TITLE } from '@ic/domain';
import { Button, Dialog, DialogClose } from '@ic/ui';

export type TrailerDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** What PLAY shows until there is a trailer to play. */
export function TrailerDialog({ open, onOpenChange }: TrailerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="The trailer premieres soon"
      description={`Our animators are still adding the rain. Read ${HOME_HERO_TITLE} now, and watch this space: the trailer plays here first.`}
      footer={
        <DialogClose asChild>
          <Button>Got it</Button>
        </DialogClose>
      }
    />
  );
}
