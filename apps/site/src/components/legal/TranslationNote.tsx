import type { LegalDocument } from '../../content/legal.ts';

/**
 * A translated legal text's opening note: the English text binds, with a link to it where it has
 * a page. A plain link, not the router's: the English page is another build.
 */
export function TranslationNote({
  note,
  className,
}: {
  note: LegalDocument['translationNote'];
  className?: string;
}) {
  if (!note) return null;
  return (
    <p className={className}>
      <strong>{note.text}</strong>
      {note.englishLink ? (
        <>
          {' '}
          <a href={note.englishLink.href} hrefLang="en">
            {note.englishLink.label}
          </a>
        </>
      ) : null}
    </p>
  );
}
