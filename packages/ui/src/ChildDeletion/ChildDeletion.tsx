import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { ConfirmDialog } from '../Dialog';
import { FormAlert } from '../FormPanel';
import { useT } from '../i18n';
import { vars } from '../theme';

export type ChildDeletionProps = {
  childName: string;
  onDelete: () => void;
  deleting?: boolean;
  error?: string | null;
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderThin} dashed ${vars.color.danger};
  border-radius: ${vars.radius.md};

  & [data-slot='deletion-title'] {
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='deletion-text'] {
    max-width: ${vars.size.prose};
    margin: 0;
  }
  & [data-slot='deletion-action'] {
    justify-self: start;
  }
`;

/**
 * The guardian's request to delete a child's account: what it erases and what it keeps, and a
 * confirmation before anything happens.
 */
export function ChildDeletion({
  childName,
  onDelete,
  deleting = false,
  error,
  headingLevel: Heading = 'h3',
  className,
}: ChildDeletionProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className} data-slot="child-deletion">
      <Heading id={titleId} data-slot="deletion-title">
        {t('account.child.deletion.title', { name: childName })}
      </Heading>
      <p data-slot="deletion-text">{t('account.child.deletion.text', { name: childName })}</p>
      {error && <FormAlert>{error}</FormAlert>}
      <ConfirmDialog
        title={t('account.child.deletion.confirmTitle', { name: childName })}
        description={t('account.child.deletion.confirmDescription')}
        confirmLabel={t('account.child.deletion.confirm')}
        tone="danger"
        loading={deleting}
        onConfirm={onDelete}
        trigger={
          <Button variant="danger" loading={deleting} data-slot="deletion-action">
            {t('account.child.deletion.request')}
          </Button>
        }
      />
    </Root>
  );
}
