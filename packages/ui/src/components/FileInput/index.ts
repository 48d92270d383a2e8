export {
  defaultFileInputLabels,
  FileInput,
  type FileInputLabels,
  type FileInputProps,
} from './FileInput.tsx';
export { describeAccept, formatBytes, isAccepted } from './files.ts';
