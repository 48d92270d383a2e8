export { AadhaarField, type AadhaarFieldProps } from './AadhaarField.tsx';
