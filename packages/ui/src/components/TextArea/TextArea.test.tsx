import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label with hint and error described', () => {
    render(
      <TextArea label="Address" hint="House, street, city" error="Enter your address" required />,
    );
    const area = screen.getByRole('textbox', { name: 'Address' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { description: 'Enter your address House, street, city' }),
    ).toBe(area);
    expect((area as HTMLTextAreaElement).required).toBe(true);
  });

  it('forwards its ref and takes typing', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea ref={ref} label="Message" maxLength={20} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}there');
    expect(ref.current?.value).toBe('Hello\nthere');
  });
});
