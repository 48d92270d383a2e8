import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type CityOption, CitySelect } from './CitySelect.tsx';
import { SearchableSelect } from './SearchableSelect.tsx';

const cities: CityOption[] = [
  { id: 3, name: 'Pune' },
  { id: 1, name: 'Ahmedabad' },
  { id: 7, name: 'Nagpur' },
  { id: 2, name: 'Bengaluru' },
  { id: 5, name: 'Mumbai' },
];

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const field = () => screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;

function ControlledCity() {
  const [city, setCity] = useState<CityOption | null>(cities[0] ?? null);
  return (
    <>
      <CitySelect items={cities} selectedItem={city} onSelectedItemChange={setCity} />
      <output>{city?.name ?? 'none'}</output>
      <button type="button" onClick={() => setCity(null)}>
        Clear
      </button>
    </>
  );
}

describe('CitySelect', () => {
  it('is a labelled combobox with the SELECT CITY placeholder and a named toggle button', () => {
    render(<CitySelect items={cities} />);
    expect(field().getAttribute('placeholder')).toBe('SELECT CITY');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Show options' })).toBeTruthy();
  });

  it('lists the cities alphabetically in a list 150 px high', async () => {
    const user = userEvent.setup();
    render(<CitySelect items={cities} />);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(options()).toEqual(['Ahmedabad', 'Bengaluru', 'Mumbai', 'Nagpur', 'Pune']);
    expect(screen.getByRole('listbox').style.maxHeight).toBe('150px');
  });

  it('filters as you type, case-insensitive and anywhere in the name', async () => {
    const user = userEvent.setup();
    render(<CitySelect items={cities} />);
    await user.type(field(), 'PU');
    expect(options()).toEqual(['Nagpur', 'Pune']);
    await user.clear(field());
    await user.type(field(), 'BAD');
    expect(options()).toEqual(['Ahmedabad']);
  });

  it("shows and announces 'Not Found' when nothing matches, as no option", async () => {
    const user = userEvent.setup();
    const onSelectedItemChange = vi.fn();
    render(<CitySelect items={cities} onSelectedItemChange={onSelectedItemChange} />);
    await user.type(field(), 'Delhi');
    expect(options()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Not Found');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectedItemChange).not.toHaveBeenCalled();
  });

  it('selects with the arrow keys and Enter, and Escape closes the list', async () => {
    const user = userEvent.setup();
    const onSelectedItemChange = vi.fn();
    render(<CitySelect items={cities} onSelectedItemChange={onSelectedItemChange} />);
    await user.type(field(), 'u');
    expect(options()).toEqual(['Bengaluru', 'Mumbai', 'Nagpur', 'Pune']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Mumbai' }).id,
    );
    await user.keyboard('{Enter}');
    expect(field().value).toBe('Mumbai');
    expect(onSelectedItemChange).toHaveBeenLastCalledWith(cities[4]);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    // Reopened, the whole list shows again, the selected city marked.
    expect(options()).toHaveLength(5);
    expect(screen.getByRole('option', { name: 'Mumbai' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{Escape}');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('Mumbai');
  });

  it('takes a value only from the list: leaving free text restores the selected city', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CitySelect items={cities} defaultSelectedItem={cities[0]} />
        <button type="button">Next</button>
      </>,
    );
    expect(field().value).toBe('Pune');
    await user.clear(field());
    await user.type(field(), 'Delhi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field().value).toBe('Pune');
  });

  it('leaves the field empty when free text is left with nothing selected', async () => {
    const user = userEvent.setup();
    render(<CitySelect items={cities} />);
    await user.type(field(), 'Delhi');
    await user.tab();
    expect(field().value).toBe('');
  });

  it('selects with a click and submits the id with a form', async () => {
    const user = userEvent.setup();
    const { container } = render(<CitySelect items={cities} name="city" />);
    await user.click(field());
    await user.click(screen.getByRole('option', { name: 'Nagpur' }));
    expect(field().value).toBe('Nagpur');
    expect((container.querySelector('input[name="city"]') as HTMLInputElement).value).toBe('7');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    render(<ControlledCity />);
    expect(field().value).toBe('Pune');
    await user.type(field(), '{Control>}a{/Control}beng');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field().value).toBe('');
  });

  it('renders only the rows in view of a long list, each telling its place in the whole', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 1000 }, (_, i) => ({
      id: i,
      name: `Town ${String(i).padStart(4, '0')}`,
    }));
    render(<CitySelect items={many} />);
    await user.click(field());
    const rendered = screen.getAllByRole('option');
    expect(rendered.length).toBeLessThan(20);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
    // The highlighted row is always rendered, wherever it is.
    await user.keyboard('{End}');
    const last = screen.getByRole('option', { name: 'Town 0999' });
    expect(field().getAttribute('aria-activedescendant')).toBe(last.id);
    expect(last.getAttribute('aria-posinset')).toBe('1000');
  });

  it('shows a loading state', async () => {
    const user = userEvent.setup();
    render(<CitySelect items={[]} loading />);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    expect(
      within(screen.getByRole('listbox').parentElement as HTMLElement).getByText('Loading…'),
    ).toBeTruthy();
  });

  it('describes the hint or the error and marks the field invalid', () => {
    const { rerender } = render(<CitySelect items={cities} hint="Where you live" />);
    const description = () =>
      document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toBe('Where you live');
    rerender(
      <CitySelect items={cities} hint="Where you live" error="Please Select Correct City" />,
    );
    expect(description()).toBe('Please Select Correct City');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('SearchableSelect', () => {
  it('works with any item type, keeping the given order unless asked to sort', async () => {
    const user = userEvent.setup();
    const states = ['Maharashtra', 'Gujarat', 'Karnataka'];
    render(
      <SearchableSelect label="State" items={states} itemToString={(s) => s} maxHeight={200} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    expect(options()).toEqual(states);
    expect(screen.getByRole('listbox').style.maxHeight).toBe('200px');
  });
});
