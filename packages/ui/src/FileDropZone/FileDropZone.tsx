import { formatBytes } from '@ic/domain';
import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { vars } from '../theme';
import { acceptAttribute, fileProblem, type FileRule } from './fileCheck';
import { useT } from '../i18n';

export type FileDropZoneState = 'idle' | 'uploading' | 'error' | 'done';

export type FileDropZoneProps = FileRule & {
  /** What the file is, e.g. 'Chapter PDF'; names the file input and the progress bar. */
  label: string;
  /** Under the button; by default the types and the limit, e.g. 'PDF, up to 200 MB'. */
  hint?: ReactNode;
  /** Called with a file that passed the type and size check, to start its upload. */
  onFileAccepted: (file: File) => void;
  /** The upload's progress, 0 to 100; the bar shows while it is set and nothing is done. */
  progress?: number;
  /** The server's refusal (it reads the bytes), shown as the zone's error. */
  error?: ReactNode;
  /** The upload went through, e.g. 'chapter-3.pdf: 24 pages'. */
  done?: ReactNode;
  disabled?: boolean;
  className?: string;
};

const Root = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;

  & [data-slot='drop-label'] {
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-slot='drop-area'][data-dragging] {
    border-style: solid;
    background: ${vars.color.surfaceAlt};
  }
  &[data-state='error'] [data-slot='drop-area'] {
    border-color: ${vars.color.danger};
  }
  &[data-state='done'] [data-slot='drop-area'] {
    border-color: ${vars.color.success};
  }
  & [data-slot='drop-text'],
  & [data-slot='drop-hint'] {
    margin: 0;
  }
  & [data-slot='drop-hint'] {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
  & [data-slot='drop-button'] {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[4]};
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.secondary};
    color: ${vars.color.onSecondary};
    font-weight: ${vars.fontWeight.bold};
    box-shadow: ${vars.shadow.pressed};
    cursor: pointer;
  }
  & [data-slot='drop-button']:hover {
    background: ${vars.color.secondaryHover};
  }
  /* The input is hidden but keeps the focus; its button shows the ring. */
  & input:focus-visible + [data-slot='drop-button'] {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: 2px;
  }
  & input:disabled + [data-slot='drop-button'] {
    background: ${vars.color.disabled};
    color: ${vars.color.onDisabled};
    cursor: not-allowed;
  }
  & [data-slot='drop-progress'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    font-weight: ${vars.fontWeight.bold};
  }
  & progress {
    flex: 1;
    height: ${vars.space[3]};
    appearance: none;
    border: ${vars.size.borderThin} solid ${vars.color.border};
    border-radius: ${vars.radius.pill};
    overflow: hidden;
    background: ${vars.color.surfaceAlt};
  }
  & progress::-webkit-progress-bar {
    background: ${vars.color.surfaceAlt};
  }
  & progress::-webkit-progress-value {
    background: ${vars.color.accent};
  }
  & progress::-moz-progress-bar {
    background: ${vars.color.accent};
  }
  & [data-slot='drop-message'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
  }
  &[data-state='error'] [data-slot='drop-message'] {
    color: ${vars.color.danger};
  }
  &[data-state='done'] [data-slot='drop-message'] {
    color: ${vars.color.success};
  }
`;

// Dropping is a shortcut for the mouse; the file input inside is the way in for everyone else.
const DropArea = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[6]} ${vars.space[4]};
  border: ${vars.size.border} dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  text-align: center;
  transition: background-color ${vars.motion.fast};
`;

function zoneState(problem: ReactNode, done: ReactNode, progress?: number): FileDropZoneState {
  if (problem) return 'error';
  if (done) return 'done';
  if (progress !== undefined) return 'uploading';
  return 'idle';
}

/**
 * A file to upload, dropped on the zone or chosen with a real file input (so the keyboard and
 * screen readers can use it). The type and size are checked here, with a clear message, before
 * anything is sent; the caller uploads and reports `progress`, then `done` or the server's `error`.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  acceptLabel,
  maxBytes,
  onFileAccepted,
  progress,
  error,
  done,
  disabled,
  className,
}: FileDropZoneProps) {
  const t = useT();
  const id = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const problem = rejection ?? error;
  const state = zoneState(problem, done, progress);
  const busy = state === 'uploading';
  const locked = disabled || busy;

  const take = (files: FileList | null) => {
    const file = files?.item(0);
    if (!files || !file) return;
    const refusal =
      files.length > 1
        ? t('shell.file.oneAtATime')
        : fileProblem(file, { accept, acceptLabel, maxBytes }, t);
    setRejection(refusal);
    if (!refusal) onFileAccepted(file);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!locked) setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!locked) take(event.dataTransfer.files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.currentTarget.files);
    // Cleared, so choosing the same file again (after a fix on the server) still counts.
    event.currentTarget.value = '';
  };

  return (
    <Root className={className} data-state={state}>
      <span id={`${id}-label`} data-slot="drop-label">
        {label}
      </span>
      <DropArea
        data-slot="drop-area"
        data-dragging={dragging ? '' : undefined}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <Icon name="download" size="lg" />
        <p data-slot="drop-text">{t('shell.file.drag')}</p>
        <input
          id={`${id}-input`}
          type="file"
          className="ic-visually-hidden"
          accept={acceptAttribute(accept)}
          disabled={locked}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={`${id}-hint ${problem || done ? `${id}-message` : ''}`.trim()}
          aria-invalid={problem ? true : undefined}
          onChange={onChange}
        />
        <label id={`${id}-button`} htmlFor={`${id}-input`} data-slot="drop-button">
          {t('shell.file.choose')}
        </label>
        <p id={`${id}-hint`} data-slot="drop-hint">
          {hint ?? t('shell.file.hint', { types: acceptLabel, max: formatBytes(maxBytes) })}
        </p>
      </DropArea>
      {state === 'uploading' && (
        <div data-slot="drop-progress">
          <progress aria-labelledby={`${id}-label`} max={100} value={progress} />
          <span aria-hidden="true">{Math.round(progress ?? 0)}%</span>
        </div>
      )}
      {/* Both regions stay in the page, so a message is read out when it appears in one. */}
      <div role="alert">
        {state === 'error' && (
          <p id={`${id}-message`} data-slot="drop-message">
            <Icon name="alert" size="sm" />
            {problem}
          </p>
        )}
      </div>
      <div role="status">
        {state === 'done' && (
          <p id={`${id}-message`} data-slot="drop-message">
            <Icon name="check-circle" size="sm" />
            {done}
          </p>
        )}
      </div>
    </Root>
  );
}
