import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LegalProvider } from '../../components/legal/LegalProvider.tsx';
import Career from './Career.tsx';

const api = vi.hoisted(() => ({ uploadResume: vi.fn(), submitCareerApplication: vi.fn() }));
vi.mock('../../flows/career/client.ts', () => api);

function renderPage() {
  render(
    <MemoryRouter>
      <LegalProvider>
        <Career />
      </LegalProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const pdf = () => new File(['%PDF-1.4 test'], 'cv.pdf', { type: 'application/pdf' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Asha');
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Patil');
  await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /Location/ }), 'Pune');
}

describe('Career', () => {
  beforeEach(() => {
    api.uploadResume.mockReset();
    api.submitCareerApplication.mockReset();
  });
  afterEach(cleanup);

  it('shows the culture, the five benefits and the profile form', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeTruthy();
    for (const name of [
      'Health and wellness',
      'Work flexibility',
      'Vacation and time off',
      'Office life and perks',
      'Professional development',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByLabelText(/Resume/)).toBeTruthy();
  });

  it('uploads the resume, then sends the application with its key, and thanks', async () => {
    api.uploadResume.mockResolvedValue({ ok: true, data: { key: 'resumes/abc.pdf' } });
    api.submitCareerApplication.mockResolvedValue({ ok: true, data: { success: true } });
    const user = renderPage();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Resume/), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you for your interest' });
    expect(api.uploadResume).toHaveBeenCalledTimes(1);
    expect(api.submitCareerApplication).toHaveBeenCalledWith({
      first_name: 'Asha',
      last_name: 'Patil',
      email: undefined,
      phone: '9876543210',
      location: 'Pune',
      linkedin: undefined,
      resume_key: 'resumes/abc.pdf',
    });
    await user.click(screen.getByRole('button', { name: 'Awesome !' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('after a failed application, a retry does not upload the same resume again', async () => {
    api.uploadResume.mockResolvedValue({ ok: true, data: { key: 'resumes/abc.pdf' } });
    api.submitCareerApplication
      .mockResolvedValueOnce({ ok: false, message: 'Something went wrong!', status: 500 })
      .mockResolvedValueOnce({ ok: true, data: { success: true } });
    const user = renderPage();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Resume/), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('nothing you typed is lost');
    expect((screen.getByRole('textbox', { name: /Location/ }) as HTMLInputElement).value).toBe(
      'Pune',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you for your interest' });
    expect(api.uploadResume).toHaveBeenCalledTimes(1);
    expect(api.submitCareerApplication).toHaveBeenCalledTimes(2);
  });

  it('a failed upload says so and sends no application', async () => {
    api.uploadResume.mockResolvedValue({ ok: false, message: 'Something went wrong!', status: 0 });
    const user = renderPage();
    await fillRequired(user);
    await user.upload(screen.getByLabelText(/Resume/), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'could not upload your resume',
    );
    expect(api.submitCareerApplication).not.toHaveBeenCalled();
  });
});
