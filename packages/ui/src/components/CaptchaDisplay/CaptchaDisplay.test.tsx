import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaDisplay } from './CaptchaDisplay.tsx';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="40">x</text></svg>';

describe('CaptchaDisplay', () => {
  it('shows the API image with its alt text and a named refresh button', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<CaptchaDisplay src="/api/captcha/abc.svg" onRefresh={onRefresh} />);
    const image = screen.getByRole('img', { name: 'Security code' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/captcha/abc.svg');
    expect(image.getAttribute('width')).toBe('200');
    await user.click(screen.getByRole('button', { name: 'Get a new captcha' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows SVG markup as an image, never as markup in the page', () => {
    const { container } = render(<CaptchaDisplay src={svg} />);
    const image = screen.getByRole('img', { name: 'Security code' });
    expect(image.getAttribute('src')?.startsWith('data:image/svg+xml')).toBe(true);
    expect(container.querySelector('svg text')).toBeNull();
  });

  it('announces loading and ignores refresh meanwhile', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<CaptchaDisplay src="/a.svg" loading onRefresh={onRefresh} />);
    expect(screen.getByRole('status').textContent).toBe('Loading a new captcha…');
    expect(screen.queryByRole('img')).toBeNull();
    const refresh = screen.getByRole('button', { name: 'Get a new captcha' });
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    await user.click(refresh);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the image fails, and tries a new image afresh', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { rerender } = render(<CaptchaDisplay src="/a.svg" onRefresh={onRefresh} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('alert').textContent).toBe('Could not load the captcha. Try again.');
    await user.click(screen.getByRole('button', { name: 'Try again.' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<CaptchaDisplay src="/b.svg" onRefresh={onRefresh} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'Security code' })).toBeTruthy();
  });

  it('shows the error state when fetching failed', () => {
    render(<CaptchaDisplay error />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the captcha.');
  });

  it('draws text mode with 24–26 px characters, the same way for the same seed', () => {
    const { container, rerender } = render(<CaptchaDisplay text="aB3dE9" seed={7} />);
    const picture = screen.getByRole('img', { name: 'Security code: a B 3 d E 9' });
    const characters = [...picture.querySelectorAll('span')];
    expect(characters.map((c) => c.textContent).join('')).toBe('aB3dE9');
    for (const c of characters) expect(['24px', '25px', '26px']).toContain(c.style.fontSize);
    // Rotating fonts: the package's own font in several weights and slants, no system font.
    expect(new Set(characters.map((c) => c.style.fontFamily)).size).toBe(1);
    expect(
      new Set(characters.map((c) => `${c.style.fontWeight} ${c.style.fontStyle}`)).size,
    ).toBeGreaterThan(2);
    for (const c of characters) expect(c.style.fontFamily).not.toMatch(/serif|monospace|cursive/);
    const first = container.innerHTML;
    rerender(<CaptchaDisplay text="aB3dE9" seed={7} />);
    expect(container.innerHTML).toBe(first);
    rerender(<CaptchaDisplay text="aB3dE9" seed={8} />);
    expect(container.innerHTML).not.toBe(first);
  });

  it('offers the captcha read aloud when the API gives audio, while the picture shows', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { rerender } = render(<CaptchaDisplay src="/c.png" audioSrc="/c/audio" />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen to the captcha' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/c/audio');
    rerender(<CaptchaDisplay src="/c.png" audioSrc="/c/audio" loading />);
    expect(screen.queryByRole('button', { name: 'Listen to the captcha' })).toBeNull();
    rerender(<CaptchaDisplay src="/c.png" />);
    expect(screen.queryByRole('button', { name: 'Listen to the captcha' })).toBeNull();
    play.mockRestore();
  });
});
