// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { EmiCalculator } from './EmiCalculator.tsx';

it('renders on the server without window or document', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <EmiCalculator defaultValue={{ amount: 100_000, rate: 18, tenure: 24 }} scheduleDefaultOpen />,
  );
  expect(html).toContain('₹4,992');
  expect(html).toContain('<table');
});
