// Not exported from the package entry: react-pdf and pdf.js load only where this subpath
// (@ic/ui/pdf-reader) is imported, i.e. in the reader page's own chunk.
export { PdfReader, type PdfReaderProps } from './PdfReader';
export { ReaderToolbar, type ReaderToolbarProps } from './ReaderToolbar';
export { storyPdf, storyPdfUrl, type StoryPdfOptions } from './storyPdf';
