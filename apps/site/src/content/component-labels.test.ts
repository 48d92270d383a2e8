import * as ui from '@company/ui';
import { describe, expect, it } from 'vitest';
import * as english from './component-labels.ts';
import * as hindi from './hi/component-labels.ts';
import { keptInEnglish } from './hi/translation.ts';

/**
 * The English module holds only the words the site says its own way (the rest are the package's
 * defaults), so the shape check of hi/translation.test.ts cannot see a missing Hindi label: here
 * every Hindi object is checked against the package's defaults, label by label, and every word
 * and template result must be Hindi (Devanagari) or deliberately kept in English.
 */
const labels: Record<
  keyof typeof english,
  [english: object, hindi: object, packageDefaults: object]
> = {
  aadhaarFieldLabels: [
    english.aadhaarFieldLabels,
    hindi.aadhaarFieldLabels,
    ui.defaultAadhaarFieldLabels,
  ],
  bannerCarouselLabels: [
    english.bannerCarouselLabels,
    hindi.bannerCarouselLabels,
    ui.defaultBannerCarouselLabels,
  ],
  captchaDisplayLabels: [
    english.captchaDisplayLabels,
    hindi.captchaDisplayLabels,
    ui.defaultCaptchaDisplayLabels,
  ],
  citySelectLabels: [english.citySelectLabels, hindi.citySelectLabels, ui.defaultCitySelectLabels],
  dialogLabels: [english.dialogLabels, hindi.dialogLabels, ui.defaultDialogLabels],
  emiCalculatorLabels: [
    english.emiCalculatorLabels,
    hindi.emiCalculatorLabels,
    ui.defaultEmiCalculatorLabels,
  ],
  fileInputLabels: [english.fileInputLabels, hindi.fileInputLabels, ui.defaultFileInputLabels],
  leadDialogLabels: [english.leadDialogLabels, hindi.leadDialogLabels, ui.defaultLeadDialogLabels],
  loadingOverlayLabels: [
    english.loadingOverlayLabels,
    hindi.loadingOverlayLabels,
    ui.defaultLoadingOverlayLabels,
  ],
  paginationLabels: [english.paginationLabels, hindi.paginationLabels, ui.defaultPaginationLabels],
  personCardDialogLabels: [
    english.personCardDialogLabels,
    hindi.personCardDialogLabels,
    ui.defaultPersonCardDialogLabels,
  ],
  productTileLabels: [
    english.productTileLabels,
    hindi.productTileLabels,
    ui.defaultProductTileLabels,
  ],
  resendCountdownLabels: [
    english.resendCountdownLabels,
    hindi.resendCountdownLabels,
    ui.defaultResendCountdownLabels,
  ],
  searchableSelectLabels: [
    english.searchableSelectLabels,
    hindi.searchableSelectLabels,
    ui.defaultSearchableSelectLabels,
  ],
  toasterLabels: [english.toasterLabels, hindi.toasterLabels, ui.defaultToasterLabels],
};

const devanagari = /[\u0900-\u097F]/;
// The same arguments for every template; what comes back must read as Hindi.
const file = new File(['%PDF'], 'resume.pdf');
const words = (value: unknown) =>
  typeof value === 'function'
    ? String((value as (...args: unknown[]) => unknown)(file, 3, 18))
    : String(value);

describe('component-labels', { timeout: 60_000 }, () => {
  it.each(Object.keys(labels) as (keyof typeof english)[])(
    '%s: every label of the package in Hindi',
    (name) => {
      const [, ours, packageLabels] = labels[name] as [object, object, Record<string, unknown>];
      expect(Object.keys(ours).sort()).toEqual(Object.keys(packageLabels).sort());
      for (const [key, value] of Object.entries(ours)) {
        expect(typeof value, `${name}.${key}`).toBe(typeof packageLabels[key]);
        const text = words(value);
        expect(devanagari.test(text) || keptInEnglish.has(text), `${name}.${key}: "${text}"`).toBe(
          true,
        );
      }
    },
  );

  it.each(Object.keys(labels) as (keyof typeof english)[])(
    '%s: the English words are the package defaults or the site’s own',
    (name) => {
      const [ours, , packageLabels] = labels[name];
      for (const key of Object.keys(ours)) expect(packageLabels).toHaveProperty(key);
    },
  );
});
