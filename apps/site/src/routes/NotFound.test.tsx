import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { routes } from './table.tsx';

it('shows the not-found page for an unknown path', () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/no-such-page'] });
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
});
