import { Container } from '@company/ui';
import type { ReactNode } from 'react';
import * as css from './company.css.ts';

/** The coloured banner at the top of a company page, holding the page's one `h1`. */
export function PageBanner({
  heading,
  text,
  id,
}: {
  heading: string;
  text?: ReactNode;
  id?: string;
}) {
  return (
    <div className={css.banner}>
      <Container className={css.bannerInner}>
        <h1 className={css.bannerTitle} id={id}>
          {heading}
        </h1>
        {text ? <p className={css.bannerText}>{text}</p> : null}
      </Container>
    </div>
  );
}
