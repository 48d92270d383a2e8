import { Box } from '@company/ui';
import type { ReactNode } from 'react';
import * as css from './forms.css.ts';

/** Two fields side by side from tablet up (one above the other on a phone), level at their labels. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box display="grid" gap="lg" alignItems="flex-start" className={css.row}>
      {children}
    </Box>
  );
}
