import '@company/ui/styles.css';
import { companyTheme, voltTheme } from '@company/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';

const themes = { company: companyTheme, volt: voltTheme } as const;

// The theme class goes on <html> so that portalled overlays (dialogs, selects, toasts) get it too.
const withTheme: Decorator = (Story, context) => {
  const theme = themes[(context.globals.theme as keyof typeof themes) ?? 'company'] ?? companyTheme;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(theme);
    return () => root.classList.remove(theme);
  }, [theme]);
  return <Story />;
};

const preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: ['company', 'volt'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'company' },
  parameters: {
    layout: 'padded',
    // Every story is an accessibility test: any axe violation fails `npm test`.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
} satisfies Preview;

export default preview;
