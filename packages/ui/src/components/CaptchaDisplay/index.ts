export { CaptchaDisplay, type CaptchaDisplayProps } from './CaptchaDisplay.tsx';
