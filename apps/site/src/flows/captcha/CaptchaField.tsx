import { CaptchaDisplay, TextField, visuallyHidden } from '@company/ui';
import { forwardRef } from 'react';
import { captchaDisplayLabels } from '../../content/component-labels.ts';
import * as css from './CaptchaField.css.ts';
import type { Captcha } from './useCaptcha.ts';

export interface CaptchaFieldProps {
  captcha: Captcha;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
}

/**
 * The captcha picture (refresh and listen buttons) and the box its characters are typed in. The
 * answer is checked by the API only, once: the page never knows it.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { captcha, id, label, value, onChange, error, placeholder },
  ref,
) {
  return (
    <div className={css.field}>
      <CaptchaDisplay
        src={captcha.image}
        loading={captcha.loading}
        error={captcha.error}
        audioSrc={captcha.audioSrc}
        onRefresh={captcha.refresh}
        labels={captchaDisplayLabels}
      />
      <TextField
        ref={ref}
        id={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\s/g, '').slice(0, 10))}
        error={error}
        placeholder={placeholder}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
      />
      <p className={visuallyHidden} role="status" aria-live="polite">
        {captcha.announcement}
      </p>
    </div>
  );
});
