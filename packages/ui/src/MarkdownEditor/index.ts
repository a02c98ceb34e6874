export { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';
export { MarkdownPreview, type MarkdownPreviewProps } from './MarkdownPreview';
export { isAllowedImage } from './safeUrls';
