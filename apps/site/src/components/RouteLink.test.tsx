import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteLink } from './RouteLink.tsx';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="location">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </output>
  );
}

function renderAt(path: string, ui: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('RouteLink', () => {
  afterEach(cleanup);

  it('is a link with the page address that navigates without a page load', async () => {
    const user = renderAt(
      '/',
      <RouteLink to="/newsroom?page=2" state={{ from: 'test' }}>
        Newsroom
      </RouteLink>,
    );
    const link = screen.getByRole('link', { name: 'Newsroom' });
    expect(link.getAttribute('href')).toBe('/newsroom?page=2');
    await user.click(link);
    expect(location()).toBe('/newsroom?page=2|{"from":"test"}');
  });

  it('puts hrefHash in the address only: a routed click goes to the path with its state', async () => {
    const user = renderAt(
      '/aboutus',
      <RouteLink to="/" state={{ section: '/our-products' }} hrefHash="our-products">
        Our Products
      </RouteLink>,
    );
    const link = screen.getByRole('link', { name: 'Our Products' });
    expect(link.getAttribute('href')).toBe('/#our-products');
    await user.click(link);
    expect(location()).toBe('/|{"section":"/our-products"}');
  });

  it("runs the consumer's click handler first, and a prevented click stays put", async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const user = renderAt(
      '/',
      <RouteLink to="/aboutus" onClick={onClick}>
        About Us
      </RouteLink>,
    );
    await user.click(screen.getByRole('link', { name: 'About Us' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(location()).toBe('/|null');
  });

  it('leaves a modifier-key click to the browser (new tab)', () => {
    renderAt('/', <RouteLink to="/aboutus">About Us</RouteLink>);
    const link = screen.getByRole('link', { name: 'About Us' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(false);
    expect(location()).toBe('/|null');
  });

  it.each([
    ['/new-bike', '/new-bike', true],
    ['/NEW-BIKE/', '/new-bike', true],
    ['/new-bike/details', '/new-bike', true],
    ['/new-bike-plan', '/new-bike', false],
    ['/aboutus', '/', false],
    ['/', '/', true],
  ])('at %s a link to %s marks the current page: %s', (at, to, current) => {
    renderAt(
      at,
      <RouteLink to={to} marksCurrent>
        Page
      </RouteLink>,
    );
    const link = screen.getByRole('link', { name: 'Page' });
    expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
  });

  it('does not mark the current page unless asked', () => {
    renderAt('/aboutus', <RouteLink to="/aboutus">About Us</RouteLink>);
    expect(screen.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBeNull();
  });
});
