import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fileInputLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { FileInput } from './FileInput.tsx';

const MB = 1024 * 1024;
const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const meta = {
  title: 'Components/FileInput',
  component: FileInput,
  args: {
    label: 'Resume',
    accept: '.pdf,application/pdf',
    maxSize: 5 * MB,
    required: true,
    onFileChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Resume/) as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription('PDF file, up to 5 MB');
  },
};

export const Attached: Story = {
  tags: ['visual-320'],
  args: { value: pdf('asha-rao-resume.pdf', 1.2 * MB) },
};

/** Choosing a valid file shows its name and size with a Remove button. */
export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = pdf('resume.pdf', 300 * 1024);
    await userEvent.upload(input(canvasElement), file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove resume.pdf' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.upload(input(canvasElement), file);
    await expect(canvas.getByText('resume.pdf')).toBeVisible();
  },
};

/** A file over the limit is refused in plain words, and the earlier file stays attached. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), pdf('resume.pdf', 200 * 1024));
    await userEvent.upload(input(canvasElement), pdf('scan.pdf', 6 * MB));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“scan.pdf” is 6 MB, over the 5 MB limit. Choose a smaller file. Your earlier file, “resume.pdf”, is still attached.',
    );
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('resume.pdf')).toBeVisible();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const doc = new File(['x'], 'resume.docx', { type: 'application/msword' });
    await userEvent.upload(input(canvasElement), doc, { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '“resume.docx” is not a PDF file. Choose a PDF file.',
    );
    await expect(input(canvasElement)).toBeInvalid();
  },
};

export const FormError: Story = { args: { error: 'Upload failed. Please try again.' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FileInput {...args} label="Empty" />
      <FileInput {...args} label="Attached" value={pdf('asha-rao-resume.pdf', 1.2 * MB)} />
      <FileInput {...args} label="Error" error="Upload failed. Please try again." />
      <FileInput {...args} label="Disabled" disabled />
      <FileInput
        {...args}
        label="Custom hint, images"
        accept="image/png,image/jpeg"
        maxSize={2 * MB}
        hint="A clear photo of the front of your PAN card"
      />
    </div>
  ),
};

/** Hindi label and words; a file that is too big is refused with the Hindi message. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { label: 'बायोडाटा', labels: fileInputLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PDF फ़ाइल, 5 MB तक')).toBeInTheDocument();
    const big = new File([new Uint8Array(6 * MB)], 'बायोडाटा.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/बायोडाटा/), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent('5 MB की सीमा से बड़ी');
  },
};
