export { FileInput, type FileInputMessages, type FileInputProps } from './FileInput.tsx';
export { describeAccept, formatBytes, isAccepted } from './files.ts';
