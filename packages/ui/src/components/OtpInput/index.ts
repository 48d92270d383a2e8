export { OtpInput, type OtpInputProps } from './OtpInput.tsx';
export {
  defaultResendCountdownLabels,
  ResendCountdown,
  type ResendCountdownLabels,
  type ResendCountdownProps,
} from './ResendCountdown.tsx';
