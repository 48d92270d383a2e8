import { Container } from '@company/ui';
import { RouteLink } from '../components/RouteLink.tsx';
import { company } from '../content/company.ts';
import * as headerCss from './Header.css.ts';
import { Icon } from './Icon.tsx';
import * as css from './LogoBar.css.ts';

/** The payment and mandate pages' only frame: the logo, a link home (no menu to lose a form to). */
export function LogoBar() {
  return (
    // Not a `header`: these pages have no site header (spec §2.2), only the way home.
    <nav className={css.bar} aria-label="Home">
      <Container className={css.row}>
        <RouteLink to="/" className={headerCss.logo} aria-label={`${company.brand} home`}>
          <Icon name="logo" className={headerCss.logoMark} />
          <span aria-hidden="true">{company.brand}</span>
        </RouteLink>
      </Container>
    </nav>
  );
}
