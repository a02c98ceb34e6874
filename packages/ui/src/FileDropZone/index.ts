export { FileDropZone, type FileDropZoneProps, type FileDropZoneState } from './FileDropZone';
export { fileProblem, type FileRule } from './fileCheck';
