import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as ui from '../src/index.ts';

/**
 * The one way to change a component's own words: `labels`, merged over `defaultXLabels`. Each
 * case replaces one label and finds it where a person meets it; the others stay English.
 */
describe('labels', () => {
  it('every defaultXLabels export is a plain object of words and templates', () => {
    const defaults = Object.entries(ui).filter(([name]) => /^default\w+Labels$/.test(name));
    expect(defaults.map(([name]) => name).sort()).toEqual([
      'defaultAadhaarFieldLabels',
      'defaultBannerCarouselLabels',
      'defaultCaptchaDisplayLabels',
      'defaultCitySelectLabels',
      'defaultDialogLabels',
      'defaultEmiCalculatorLabels',
      'defaultFileInputLabels',
      'defaultLeadDialogLabels',
      'defaultLoadingOverlayLabels',
      'defaultPaginationLabels',
      'defaultPersonCardDialogLabels',
      'defaultProductTileLabels',
      'defaultResendCountdownLabels',
      'defaultSearchableSelectLabels',
      'defaultSelectLabels',
      'defaultToasterLabels',
    ]);
    for (const [, labels] of defaults)
      for (const value of Object.values(labels as object))
        expect(['string', 'function']).toContain(typeof value);
  });

  it('Pagination names its landmark, steps and pages with them', () => {
    render(
      <ui.Pagination
        page={2}
        pageCount={3}
        labels={{ navigation: 'पेज', previous: 'पिछला', page: (n) => `पेज ${n}` }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पेज 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('ResendCountdown shows and speaks the time with them', () => {
    render(
      <ui.ResendCountdown
        remaining={5}
        labels={{ remaining: 'बचा समय:', resend: 'फिर से भेजें', spokenTime: (s) => `${s} सेकंड` }}
      />,
    );
    expect(screen.getByText('बचा समय:', { exact: false })).toBeTruthy();
    expect(screen.getByText('5 सेकंड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से भेजें' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('CitySelect takes its default label, placeholder and toggle name from them', () => {
    render(
      <ui.CitySelect
        items={[]}
        labels={{ city: 'शहर', placeholder: 'शहर चुनें', toggle: 'विकल्प दिखाएँ' }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'शहर' }).getAttribute('placeholder')).toBe(
      'शहर चुनें',
    );
    expect(screen.getByRole('button', { name: 'विकल्प दिखाएँ' })).toBeTruthy();
  });

  it('a given label or placeholder still wins over the default words', () => {
    render(<ui.CitySelect items={[]} label="Branch" labels={{ city: 'शहर' }} />);
    expect(screen.getByRole('combobox', { name: 'Branch' }).getAttribute('placeholder')).toBe(
      'SELECT CITY',
    );
  });

  it('CaptchaDisplay names its picture and buttons with them', () => {
    render(
      <ui.CaptchaDisplay
        src="data:image/png;base64,"
        audioSrc="data:audio/wav;base64,"
        onRefresh={() => {}}
        labels={{ alt: 'सुरक्षा कोड', refresh: 'नया कोड लें' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'सुरक्षा कोड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नया कोड लें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen to the captcha' })).toBeTruthy();
  });

  it('FileInput builds its default hint and button from them', () => {
    render(
      <ui.FileInput
        label="बायोडाटा"
        accept=".pdf"
        maxSize={5 * 1024 * 1024}
        labels={{ choose: 'फ़ाइल चुनें', typeHint: (t) => `${t} फ़ाइल`, sizeHint: (l) => `${l} तक` }}
      />,
    );
    expect(screen.getByText('फ़ाइल चुनें')).toBeTruthy();
    expect(screen.getByText('PDF फ़ाइल, 5 MB तक')).toBeTruthy();
  });

  it('LoadingOverlay says labels.loading unless a label says what is happening', () => {
    const { rerender } = render(<ui.LoadingOverlay labels={{ loading: 'लोड हो रहा है…' }} />);
    expect(screen.getByRole('status').textContent).toContain('लोड हो रहा है…');
    rerender(<ui.LoadingOverlay label="Saving" labels={{ loading: 'लोड हो रहा है…' }} />);
    expect(screen.getByRole('status').textContent).toContain('Saving');
  });

  it('EmiCalculator writes its range hints and note with them', () => {
    render(
      <ui.EmiCalculator
        labels={{
          heading: 'EMI कैलकुलेटर',
          amountRange: (min, max) => `${min} से ${max}`,
          note: 'ये आँकड़े अंदाज़े के लिए हैं।',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'EMI कैलकुलेटर' })).toBeTruthy();
    expect(screen.getByText('₹10,000 से ₹3,00,000')).toBeTruthy();
    expect(screen.getByText('ये आँकड़े अंदाज़े के लिए हैं।')).toBeTruthy();
    expect(screen.getByText('8% to 40%')).toBeTruthy();
  });
});
