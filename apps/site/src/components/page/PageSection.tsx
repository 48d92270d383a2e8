import { Container, type ContainerProps, cx } from '@company/ui';
import type { HTMLAttributes, ReactNode } from 'react';
import * as page from './page.css.ts';

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading: an `h2` that names the section for assistive technology. */
  title: ReactNode;
  /** The heading's id (the section is labelled by it). */
  titleId: string;
  /** The heading's style, when not the page's section heading. */
  titleClassName?: string;
}

/** A titled block of a page at the page's width: `section` > `h2`, the content after it. */
export function PageSection({
  title,
  titleId,
  titleClassName = page.sectionTitle,
  className,
  children,
  ...rest
}: PageSectionProps) {
  return (
    <Container
      as="section"
      aria-labelledby={titleId}
      className={cx(page.section, className)}
      {...rest}
    >
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Container>
  );
}

/** A block of a page at the page's width with the sections' spacing, for content without an `h2`. */
export function PageBlock({ className, ...rest }: ContainerProps) {
  return <Container className={cx(page.section, className)} {...rest} />;
}
