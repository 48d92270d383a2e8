export {
  AadhaarField,
  type AadhaarFieldLabels,
  type AadhaarFieldProps,
  defaultAadhaarFieldLabels,
} from './AadhaarField.tsx';
