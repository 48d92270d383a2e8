import { Card, type CardProps, cx } from '@company/ui';
import * as css from './company.css.ts';

/**
 * The company pages' content card (a contact, an officer, a benefit): the UI Card with content
 * padding, its title and lines in a column, as tall as its neighbours in the grid.
 */
export function ContentCard({ className, ...props }: CardProps) {
  return (
    <Card
      padding="lg"
      fullHeight
      display="flex"
      flexDirection="column"
      gap="sm"
      className={cx(css.cardContent, className)}
      {...props}
    />
  );
}
