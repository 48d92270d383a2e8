import { Container } from '@company/ui';
import { RouteLink } from '../components/RouteLink.tsx';
import { company } from '../content/company.ts';
import { frameCopy } from '../content/frame.ts';
import * as headerCss from './Header.css.ts';
import { Icon } from './Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import * as css from './LogoBar.css.ts';

/**
 * The payment and mandate pages' only frame: the logo, a link home (no menu to lose a form to), and
 * the language switch.
 */
export function LogoBar() {
  return (
    // Not a `header`: these pages have no site header (spec §2.2), only the way home.
    <nav className={css.bar} aria-label={frameCopy.logoBar.navigation}>
      <Container className={css.row}>
        <RouteLink to="/" className={headerCss.logo} aria-label={frameCopy.header.home}>
          <Icon name="logo" className={headerCss.logoMark} />
          <span aria-hidden="true">{company.brand}</span>
        </RouteLink>
        <LanguageSwitch />
      </Container>
    </nav>
  );
}
