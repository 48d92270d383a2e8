export { OtpInput, type OtpInputProps } from './OtpInput.tsx';
export { ResendCountdown, type ResendCountdownProps } from './ResendCountdown.tsx';
