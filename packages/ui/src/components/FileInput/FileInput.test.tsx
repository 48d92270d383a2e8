import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput.tsx';
import { describeAccept, formatBytes, isAccepted } from './files.ts';

const MB = 1024 * 1024;
const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const docx = new File(['x'], 'resume.docx', {
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
});

// The browser's picker can be switched to "All files": our own check must catch what `accept` lets through.
const setup = () => userEvent.setup({ applyAccept: false });

function Resume(props: {
  onFileChange?: (file: File | null) => void;
  onReject?: (message: string) => void;
}) {
  return (
    <FileInput label="Resume" accept=".pdf,application/pdf" maxSize={5 * MB} required {...props} />
  );
}

function Controlled() {
  const [file, setFile] = useState<File | null>(pdf('kept.pdf', 2048));
  return (
    <>
      <FileInput label="Document" value={file} onFileChange={setFile} />
      <button type="button" onClick={() => setFile(null)}>
        Reset
      </button>
    </>
  );
}

describe('FileInput', () => {
  it('is a file input named by its label, with a default hint naming the type and the limit', () => {
    render(<Resume />);
    const input = screen.getByLabelText(/^Resume/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,application/pdf');
    expect(input.required).toBe(true);
    expect(screen.getByLabelText(/^Resume/, { selector: 'input' })).toBe(input);
    expect(screen.getByText('PDF file, up to 5 MB')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('PDF file, up to 5 MB').id,
    );
  });

  it('attaches a valid file, shows its name and size, and reports it', async () => {
    const user = setup();
    const onFileChange = vi.fn();
    render(<Resume onFileChange={onFileChange} />);
    const file = pdf('asha-rao.pdf', 1.2 * MB);
    await user.upload(screen.getByLabelText(/^Resume/), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('asha-rao.pdf')).toBeTruthy();
    expect(screen.getByText('(1.2 MB)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove asha-rao.pdf' })).toBeTruthy();
    expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).required).toBe(false);
  });

  it('rejects a file of the wrong type in plain words, announced at once', async () => {
    const user = setup();
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    render(<Resume onFileChange={onFileChange} onReject={onReject} />);
    await user.upload(screen.getByLabelText(/^Resume/), docx);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('“resume.docx” is not a PDF file. Choose a PDF file.');
    expect(onReject).toHaveBeenCalledWith(
      '“resume.docx” is not a PDF file. Choose a PDF file.',
      docx,
    );
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Resume/).getAttribute('aria-invalid')).toBe('true');
  });

  it('rejects a file over the limit, naming the limit and the size', async () => {
    const user = setup();
    render(<Resume />);
    await user.upload(screen.getByLabelText(/^Resume/), pdf('big.pdf', 7.2 * MB));
    expect(screen.getByRole('alert').textContent).toBe(
      '“big.pdf” is 7.2 MB, over the 5 MB limit. Choose a smaller file.',
    );
  });

  it('keeps the earlier valid file when a new choice is rejected, and says so', async () => {
    const user = setup();
    const onFileChange = vi.fn();
    render(<Resume onFileChange={onFileChange} />);
    const input = screen.getByLabelText(/^Resume/);
    await user.upload(input, pdf('first.pdf', 100 * 1024));
    await user.upload(input, pdf('huge.pdf', 6 * MB));
    expect(onFileChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('first.pdf')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your earlier file, “first.pdf”, is still attached.',
    );
    // A valid choice clears the message.
    await user.upload(input, pdf('second.pdf', 200 * 1024));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('second.pdf')).toBeTruthy();
  });

  it('removes the file with its button and gives focus back to the input', async () => {
    const user = setup();
    const onFileChange = vi.fn();
    render(<Resume onFileChange={onFileChange} />);
    const input = screen.getByLabelText(/^Resume/);
    await user.upload(input, pdf('cv.pdf', 1000));
    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('cv.pdf')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('is reached with Tab and its remove button follows it', async () => {
    const user = setup();
    render(<Resume />);
    await user.upload(screen.getByLabelText(/^Resume/), pdf('cv.pdf', 1000));
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Resume/));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove cv.pdf' }));
  });

  it('is controlled by value', async () => {
    render(<Controlled />);
    expect(screen.getByText('kept.pdf')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('kept.pdf')).toBeNull();
  });

  it('shows an error from the form (e.g. upload failed) as text', () => {
    render(<FileInput label="Resume" error="Upload failed. Try again." />);
    expect(screen.getByLabelText(/^Resume/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Upload failed. Try again.')).toBeTruthy();
  });
});

describe('file helpers', () => {
  it('formats sizes as people read them', () => {
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(7.25 * MB)).toBe('7.3 MB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });

  it('matches accept lists like the picker', () => {
    expect(isAccepted({ name: 'A.PDF', type: '' }, '.pdf')).toBe(true);
    expect(isAccepted({ name: 'a', type: 'application/pdf' }, 'application/pdf')).toBe(true);
    expect(isAccepted({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(isAccepted({ name: 'a.exe', type: 'application/x-msdownload' }, '.pdf,image/*')).toBe(
      false,
    );
    expect(isAccepted({ name: 'anything', type: '' }, undefined)).toBe(true);
  });

  it('names accepted types plainly', () => {
    expect(describeAccept('.pdf,application/pdf')).toBe('PDF');
    expect(describeAccept('.jpg,.png')).toBe('JPG or PNG');
    expect(describeAccept('.jpg,.png,.pdf')).toBe('JPG, PNG or PDF');
    expect(describeAccept('image/*')).toBe('image');
  });
});
