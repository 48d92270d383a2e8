'use client';

import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../Dialog/Dialog.tsx';
import { type ImageSource, imageAttributes } from '../private/image.ts';
import type { PersonCardDialogVariants } from './PersonCardDialog.css.ts';
import * as styles from './PersonCardDialog.css.ts';

/** A board member or leader, as the site's content module records them. */
export interface PersonCardDialogPerson {
  /** Full name: on the card and as the dialog's title. */
  name: string;
  /** Title lines under the name on the card, e.g. `['Managing Director', 'and CEO']`. */
  titleLines: readonly string[];
  /** Card photo. Its `alt` defaults to `''`: the name beside it says who it is. */
  image: ImageSource;
  /** Photo in the dialog; defaults to `image`. */
  detailImage?: ImageSource;
  /** Title in the dialog; defaults to the title lines joined with spaces. */
  detailTitle?: string;
  /** Biography, one entry per paragraph (plain text or your own inline markup). */
  biography: readonly ReactNode[];
}

/** The words PersonCardDialog writes itself. */
export interface PersonCardDialogLabels {
  /** Accessible name of the dialog's X button. */
  close: string;
}

/** PersonCardDialog's English words. */
export const defaultPersonCardDialogLabels: PersonCardDialogLabels = { close: 'Close' };

export interface PersonCardDialogProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>,
    PersonCardDialogVariants {
  person: PersonCardDialogPerson;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (card, X, Escape, click outside). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's own words, to translate or adjust; English by default. */
  labels?: Partial<PersonCardDialogLabels>;
  /** Loading of the card photo: `lazy` (default) or `eager` for cards in the first screen. */
  imageLoading?: 'lazy' | 'eager';
}

/**
 * A person card — photo, name, title lines — that is one button. It opens a dialog with the
 * detail photo, the name as the dialog's title, the title and the biography. The X (named
 * 'Close'), Escape or a click outside close it, and focus returns to the card. Props other than
 * those listed go to the card's `<button>`; the ref is the card.
 */
export const PersonCardDialog = forwardRef<HTMLButtonElement, PersonCardDialogProps>(
  function PersonCardDialog(
    {
      person,
      open,
      defaultOpen,
      onOpenChange,
      labels,
      imageLoading = 'lazy',
      photoShape,
      className,
      ...buttonProps
    },
    ref,
  ) {
    const detailImage = person.detailImage ?? person.image;
    const detailTitle = person.detailTitle ?? person.titleLines.join(' ');
    return (
      <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <DialogTrigger
          ref={ref}
          type="button"
          className={[styles.card, className].filter(Boolean).join(' ')}
          {...buttonProps}
        >
          <img
            className={styles.photo({ photoShape })}
            alt={person.image.alt ?? ''}
            {...imageAttributes(person.image)}
            loading={imageLoading}
            decoding="async"
          />
          <span className={styles.name}>{person.name}</span>
          {person.titleLines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: title lines are positional
            <span key={index} className={styles.titleLine}>
              {line}
            </span>
          ))}
        </DialogTrigger>
        <DialogContent
          size="lg"
          // Without a title line there is no description; say so, rather than point at nothing.
          {...(detailTitle ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.detail}>
            <img
              className={styles.detailPhoto}
              alt={detailImage.alt ?? ''}
              {...imageAttributes(detailImage)}
            />
            <div>
              <DialogTitle>{person.name}</DialogTitle>
              {detailTitle ? (
                <DialogDescription className={styles.detailTitle}>{detailTitle}</DialogDescription>
              ) : null}
              <div className={styles.biography}>
                {person.biography.map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </div>
          </div>
          <DialogClose labels={{ ...defaultPersonCardDialogLabels, ...labels }} />
        </DialogContent>
      </Dialog>
    );
  },
);
