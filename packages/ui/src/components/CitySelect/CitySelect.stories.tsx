import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { citySelectLabels } from '../../hi/index.ts';
import { inHindi } from '../private/fixtures/in-hindi.tsx';
import { atMostWide, StoryGrid } from '../private/fixtures/story-layout.tsx';
import { type CityOption, CitySelect } from './CitySelect.tsx';

const cities: CityOption[] = [
  'Pune',
  'Ahmedabad',
  'Nagpur',
  'Bengaluru',
  'Mumbai',
  'Nashik',
  'Indore',
  'Jaipur',
  'Lucknow',
  'Hyderabad',
  'Chennai',
  'Kolhapur',
  'Surat',
  'Vadodara',
].map((name, index) => ({ id: index + 1, name }));

const meta = {
  title: 'Components/CitySelect',
  component: CitySelect,
  args: { items: cities, onSelectedItemChange: fn() },
  // Room below the field for the open list.
  decorators: atMostWide(360, 260),
} satisfies Meta<typeof CitySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(field).toHaveAttribute('placeholder', 'SELECT CITY');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The whole list, sorted, scrolling after 150 px. */
export const Open: Story = {
  tags: ['visual-320'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Ahmedabad');
    await expect(canvas.getByRole('listbox')).toHaveStyle({ maxHeight: '150px' });
  },
};

export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(field, 'PU');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['Kolhapur', 'Nagpur', 'Jaipur', 'Pune'].sort(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Kolhapur' }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await userEvent.type(field, 'nag');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field).toHaveValue('Nagpur');
    await expect(args.onSelectedItemChange).toHaveBeenCalledWith({ id: 3, name: 'Nagpur' });
    // Type again to leave the filtered list in the picture.
    await userEvent.clear(field);
    await userEvent.type(field, 'pu');
  },
};

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'Delhi');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not Found');
  },
};

export const Selected: Story = {
  args: { defaultSelectedItem: cities[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'City' });
    await expect(field).toHaveValue('Pune');
    // Free text never becomes the value: leaving the field restores the selected city.
    await userEvent.clear(field);
    await userEvent.type(field, 'Somewhere');
    await userEvent.tab();
    await expect(field).toHaveValue('Pune');
  },
};

export const Loading: Story = {
  args: { items: [], loading: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Invalid: Story = {
  args: { error: 'Please Select Correct City' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'City' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please Select Correct City');
  },
};

export const WithHint: Story = { args: { hint: 'The city you live in.' } };

export const Disabled: Story = { args: { disabled: true, defaultSelectedItem: cities[1] } };

export const AllStates: Story = {
  name: 'All states',
  decorators: [(Story) => <Story />],
  render: (args) => (
    <StoryGrid min={240} alignStart>
      <CitySelect {...args} label="Empty" />
      <CitySelect {...args} label="Selected" defaultSelectedItem={cities[0]} />
      <CitySelect {...args} label="Invalid" error="Please Select Correct City" />
      <CitySelect {...args} label="Disabled" disabled defaultSelectedItem={cities[1]} />
      {/* Only one list can start open: downshift focuses an initially open combobox. */}
      <div style={{ minHeight: 230 }}>
        <CitySelect {...args} label="Open" defaultOpen defaultSelectedItem={cities[3]} />
      </div>
    </StoryGrid>
  ),
};

const hindiCities: CityOption[] = [
  { id: 1, name: 'लखनऊ' },
  { id: 2, name: 'कानपुर' },
  { id: 3, name: 'पटना' },
  { id: 4, name: 'इंदौर' },
];

/** Hindi city names and words; typing a city that is not there shows 'कुछ नहीं मिला'. */
export const InHindi: Story = {
  name: 'In Hindi',
  decorators: inHindi,
  args: { items: hindiCities, hint: 'जिस शहर में आप रहते हैं', labels: citySelectLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'शहर' }), 'दिल्ली');
    await expect(canvas.getByRole('status')).toHaveTextContent('कुछ नहीं मिला');
    await expect(canvas.getByRole('button', { name: 'विकल्प दिखाएँ' })).toBeInTheDocument();
  },
};
