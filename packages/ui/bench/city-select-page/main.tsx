import { createRoot } from 'react-dom/client';
import ReactSelect from 'react-select';
import { CitySelect } from '../../src/components/CitySelect/CitySelect.tsx';
import '../../src/styles.ts';
import { companyTheme } from '../../src/themes/company.css.ts';
import { makeCities } from './cities.ts';

// Both components get the same list: 1,000 made-up cities, or the names in `?cities=` (the
// bench passes the API's real branch list there); react-select with its defaults.
const given = new URLSearchParams(window.location.search).get('cities');
const cities = given
  ? (JSON.parse(given) as string[]).map((name, id) => ({ id, name }))
  : makeCities(1000);
const options = cities.map((city) => ({ value: String(city.id), label: city.name }));

document.documentElement.classList.add(companyTheme);
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <main style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 32, padding: 24 }}>
    <section id="ours">
      <CitySelect items={cities} label="CitySelect" />
    </section>
    <section id="react-select">
      <label htmlFor="react-select-input">react-select</label>
      <ReactSelect inputId="react-select-input" options={options} classNamePrefix="rs" />
    </section>
  </main>,
);
