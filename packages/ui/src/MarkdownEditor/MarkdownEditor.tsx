import styled from 'styled-components';
import { Tabs } from '../Tabs';
import { TextArea, type TextAreaProps } from '../TextArea';
import { vars } from '../theme';
import { MarkdownPreview } from './MarkdownPreview';

export type MarkdownEditorProps = Omit<TextAreaProps, 'value' | 'defaultValue' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Origins the preview loads images from (our media store); others are left out. */
  allowedImageOrigins: readonly string[];
  /** What a relative image address is read against; the page's address by default. */
  baseUrl?: string;
  /** Shown in the preview while there is nothing to show. */
  emptyPreview?: string;
};

const Panel = styled.div`
  min-height: 8rem;
  padding: ${vars.space[4]};
  border: ${vars.size.borderThin} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & [data-slot='preview-empty'] {
    margin: 0;
    color: ${vars.color.muted};
  }
`;

/**
 * A markdown body (a blog, a job): Write is a labelled TextArea with the usual field wiring,
 * Preview shows it as the site will, safely (see MarkdownPreview).
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  allowedImageOrigins,
  baseUrl,
  emptyPreview = 'Nothing to preview yet.',
  className,
  ...textArea
}: MarkdownEditorProps) {
  return (
    <Tabs
      className={className}
      label={`${label}: write or preview`}
      items={[
        {
          value: 'write',
          label: 'Write',
          content: (
            <TextArea
              {...textArea}
              label={label}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
          ),
        },
        {
          value: 'preview',
          label: 'Preview',
          content: (
            <Panel>
              {value.trim() ? (
                <MarkdownPreview
                  markdown={value}
                  allowedImageOrigins={allowedImageOrigins}
                  baseUrl={baseUrl}
                />
              ) : (
                <p data-slot="preview-empty">{emptyPreview}</p>
              )}
            </Panel>
          ),
        },
      ]}
    />
  );
}
