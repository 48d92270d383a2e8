export {
  CaptchaDisplay,
  type CaptchaDisplayLabels,
  type CaptchaDisplayProps,
  defaultCaptchaDisplayLabels,
} from './CaptchaDisplay.tsx';
