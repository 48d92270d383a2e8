import '@company/ui/global.css';
import { companyTheme } from '@company/ui';
import type { ReactNode } from 'react';

// A server layout: the theme class on <html>, the reset imported once.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={companyTheme}>
      <body>{children}</body>
    </html>
  );
}
