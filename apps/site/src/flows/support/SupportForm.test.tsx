import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LegalProvider } from '../../components/legal/LegalProvider.tsx';
import { SupportForm } from './SupportForm.tsx';

const submitSupportRequest = vi.hoisted(() => vi.fn());
vi.mock('./client.ts', () => ({ submitSupportRequest }));

function renderForm() {
  render(
    <LegalProvider>
      <SupportForm />
    </LegalProvider>,
  );
  return userEvent.setup();
}

describe('SupportForm', () => {
  beforeEach(() => submitSupportRequest.mockReset());
  afterEach(cleanup);

  it('has the spec’s fields, a read-only Customer Support request type and REQUEST A CALL', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toBeTruthy();
    const type = screen.getByRole('textbox', { name: 'Request Type' }) as HTMLInputElement;
    expect(type.value).toBe('Customer Support');
    expect(type.readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: /Write a Query/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'REQUEST A CALL' })).toBeTruthy();
    expect(screen.getByText(/Monday to Friday, 9:30 AM to 6:30 PM/)).toBeTruthy();
  });

  it('says what is missing and sends nothing', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'REQUEST A CALL' }));
    expect(await screen.findByText('Please enter your first name')).toBeTruthy();
    expect(screen.getByText('Please enter your phone number so we can call you')).toBeTruthy();
    expect(submitSupportRequest).not.toHaveBeenCalled();
  });

  it('keeps digits only in the phone number, at most 10', async () => {
    const user = renderForm();
    const phone = screen.getByRole('textbox', { name: /Phone Number/ }) as HTMLInputElement;
    await user.type(phone, '98a76-5432109');
    expect(phone.value).toBe('9876543210');
  });

  it('sends a Customer Support request, thanks, and Ok clears the fields', async () => {
    submitSupportRequest.mockResolvedValue({ ok: true, data: { success: true } });
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: /Write a Query/ }), 'Call me');
    await user.click(screen.getByRole('button', { name: 'REQUEST A CALL' }));
    expect(submitSupportRequest).toHaveBeenCalledWith({
      first_name: 'Asha',
      phone: '9876543210',
      email: undefined,
      request_type: 'Customer Support',
      query: 'Call me',
    });
    await screen.findByRole('dialog', { name: 'Thank you for your interest...' });
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('shows a failure and keeps what was typed', async () => {
    submitSupportRequest.mockResolvedValue({
      ok: false,
      message: 'Something went wrong!',
      status: 0,
    });
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '9123456780');
    await user.click(screen.getByRole('button', { name: 'REQUEST A CALL' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong!');
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe(
      'Ravi',
    );
  });

  it('shows the API’s refusal of a field beside that field, focused, until it is changed', async () => {
    const refused = 'Please enter a valid first name';
    submitSupportRequest.mockResolvedValue({
      ok: false,
      message: refused,
      status: 400,
      field: 'first_name',
    });
    const user = renderForm();
    const name = screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement;
    await user.type(name, 'Ravi');
    await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '9123456780');
    await user.click(screen.getByRole('button', { name: 'REQUEST A CALL' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (name.getAttribute('aria-describedby') ?? '').split(' ');
    const described = describedBy.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain(refused);
    expect(screen.queryByRole('alert')?.textContent ?? '').not.toContain(refused);
    await user.type(name, 'n');
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
  });
});
