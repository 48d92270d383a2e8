import * as ui from '@company/ui';
import { describe, expect, it } from 'vitest';
import * as site from './component-labels.ts';

/**
 * The English labels the site passes are the package's own defaults, word for word (apart from the
 * captcha's, which the site words its own way): a changed default shows up here, not on a page.
 */
const pairs: Record<keyof typeof site, [ours: object, packageDefaults: object]> = {
  aadhaarFieldLabels: [site.aadhaarFieldLabels, ui.defaultAadhaarFieldLabels],
  bannerCarouselLabels: [site.bannerCarouselLabels, ui.defaultBannerCarouselLabels],
  captchaDisplayLabels: [site.captchaDisplayLabels, ui.defaultCaptchaDisplayLabels],
  citySelectLabels: [site.citySelectLabels, ui.defaultCitySelectLabels],
  dialogLabels: [site.dialogLabels, ui.defaultDialogLabels],
  emiCalculatorLabels: [site.emiCalculatorLabels, ui.defaultEmiCalculatorLabels],
  fileInputLabels: [site.fileInputLabels, ui.defaultFileInputLabels],
  leadDialogLabels: [site.leadDialogLabels, ui.defaultLeadDialogLabels],
  loadingOverlayLabels: [site.loadingOverlayLabels, ui.defaultLoadingOverlayLabels],
  paginationLabels: [site.paginationLabels, ui.defaultPaginationLabels],
  personCardDialogLabels: [site.personCardDialogLabels, ui.defaultPersonCardDialogLabels],
  productTileLabels: [site.productTileLabels, ui.defaultProductTileLabels],
  resendCountdownLabels: [site.resendCountdownLabels, ui.defaultResendCountdownLabels],
  searchableSelectLabels: [site.searchableSelectLabels, ui.defaultSearchableSelectLabels],
  toasterLabels: [site.toasterLabels, ui.defaultToasterLabels],
};
const siteWorded = new Set([
  'captchaDisplayLabels.alt',
  'captchaDisplayLabels.listen',
  'captchaDisplayLabels.refresh',
]);

// The same arguments to both templates: equal results mean equal words.
const file = new File(['%PDF'], 'resume.pdf');
const text = (value: unknown) =>
  typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(file, 3, 18) : value;

describe('component-labels', { timeout: 60_000 }, () => {
  it.each(Object.keys(pairs) as (keyof typeof site)[])('%s has the package defaults', (name) => {
    const [ours, theirs] = pairs[name] as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    for (const key of Object.keys(theirs).filter((k) => !siteWorded.has(`${name}.${k}`)))
      expect(text(ours[key]), `${name}.${key}`).toEqual(text(theirs[key]));
  });
});
