import { Container, visuallyHidden } from '@company/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteLink } from '../components/RouteLink.tsx';
import { company } from '../content/company.ts';
import { frameCopy } from '../content/frame.ts';
import { aboutMenu, headerActions, mainNav } from '../content/navigation.ts';
import * as css from './Header.css.ts';
import { Icon } from './Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SectionLink } from './SectionLink.tsx';

/**
 * The About Us disclosure menu (WAI-ARIA disclosure navigation pattern): a button that shows a
 * list of links. Enter, Space or ArrowDown open it (ArrowDown focuses the first link), arrow keys
 * move between links, Escape closes it and returns focus to the button, and it closes when focus
 * or a click goes elsewhere.
 */
function AboutMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const listId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target === buttonRef.current) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    items[(next + items.length) % items.length]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: keys and focus bubble up from the button and links inside
    <li
      ref={itemRef}
      className={css.navItem}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={css.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {frameCopy.header.aboutUs} <Icon name="chevron-down" className={css.chevron} />
      </button>
      <ul ref={listRef} id={listId} className={css.dropdown} hidden={!open}>
        {aboutMenu.map((link) => (
          <li key={link.label}>
            <SectionLink link={link} className={css.navLink} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The site header: logo, contact line, main navigation, Quick Pay and E-Mandate. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setMenuOpen(false), [location.key]);

  // Escape closes the mobile menu and returns focus to its button (an open dropdown inside it
  // handles Escape first and stops it).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={css.header}>
      <div className={css.topBar}>
        <Container className={css.topBarInner}>
          <a className={css.topBarLink} href={company.phone.href}>
            <Icon name="phone" />
            <span>
              <span className={visuallyHidden}>{frameCopy.header.callCustomerCare}</span>
              {company.phone.display}
            </span>
          </a>
          <a className={css.topBarLink} href={`mailto:${company.email}`}>
            <Icon name="mail" />
            <span>
              <span className={visuallyHidden}>{frameCopy.header.mailCustomerCare}</span>
              {company.email}
            </span>
          </a>
          <LanguageSwitch linkClassName={css.topBarLink} />
        </Container>
      </div>
      <Container className={css.headerRow}>
        <RouteLink to="/" className={css.logo} aria-label={frameCopy.header.home}>
          <Icon name="logo" className={css.logoMark} />
          <span aria-hidden="true">{company.brand}</span>
        </RouteLink>
        <button
          ref={menuButtonRef}
          type="button"
          className={css.menuButton}
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          {frameCopy.header.menu}
        </button>
        <nav
          id={panelId}
          aria-label={frameCopy.header.mainNavigation}
          className={css.navPanel}
          data-state={menuOpen ? 'open' : 'closed'}
        >
          <ul className={css.navList}>
            <AboutMenu />
            {mainNav.map((link) =>
              link.section ? (
                <li key={link.label}>
                  <SectionLink link={link} className={css.navLink} />
                </li>
              ) : (
                <li key={link.label}>
                  <RouteLink to={link.to} marksCurrent className={css.navLink}>
                    {link.label}
                  </RouteLink>
                </li>
              ),
            )}
          </ul>
          <div className={css.actions}>
            <RouteLink to={headerActions.quickPay.to} className={css.actionPrimary}>
              {headerActions.quickPay.label}
            </RouteLink>
            <RouteLink to={headerActions.eMandate.to} className={css.actionSecondary}>
              {headerActions.eMandate.label}
            </RouteLink>
          </div>
        </nav>
      </Container>
    </header>
  );
}
