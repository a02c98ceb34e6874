export { Note, NOTE_TONES, noteVariants, type NoteProps } from './Note';
