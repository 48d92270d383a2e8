'use client';

import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import {
  type FieldProps,
  FieldShell,
  hasContent,
  joinIds,
  useFieldIds,
} from '../private/Field/Field.tsx';
import { CloseIcon, FileIcon } from '../private/icons.tsx';
import { useControllableState } from '../private/useControllableState.ts';
import * as css from './FileInput.css.ts';
import { describeAccept, formatBytes, isAccepted } from './files.ts';

/** The words FileInput writes itself; the templates get the details so they can name them. */
export interface FileInputLabels {
  /** The choose button while no file is attached. */
  choose: string;
  /** The choose button while a file is attached. */
  replace: string;
  /** Accessible name of the remove button. */
  remove: (file: File) => string;
  /** The default hint's part naming the accepted types, e.g. 'PDF file'. */
  typeHint: (types: string) => string;
  /** The default hint's part naming the size limit, e.g. 'up to 5 MB'. */
  sizeHint: (limit: string) => string;
  /** Rejection: the chosen file is not of an accepted type. */
  notAccepted: (file: File, types: string) => string;
  /** Rejection: the chosen file (of `size`, formatted) is over `maxSize` (`limit`, formatted). */
  tooLarge: (file: File, limit: string, size: string) => string;
  /** Added to a rejection when an earlier valid file stays attached. */
  kept: (previous: File) => string;
}

/** FileInput's English words. */
export const defaultFileInputLabels: FileInputLabels = {
  choose: 'Choose file',
  replace: 'Replace file',
  remove: (file) => `Remove ${file.name}`,
  typeHint: (types) => `${types} file`,
  sizeHint: (limit) => `up to ${limit}`,
  notAccepted: (file, types) => `“${file.name}” is not a ${types} file. Choose a ${types} file.`,
  tooLarge: (file, limit, size) =>
    `“${file.name}” is ${size}, over the ${limit} limit. Choose a smaller file.`,
  kept: (previous) => `Your earlier file, “${previous.name}”, is still attached.`,
};

export interface FileInputProps
  extends FieldProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'multiple' | 'children'
    > {
  /** Accepted types, as the `accept` attribute: extensions and MIME types, e.g. `".pdf,application/pdf"`. */
  accept?: string;
  /** Largest accepted file in bytes, e.g. `5 * 1024 * 1024` for 5 MB. */
  maxSize?: number;
  /** Plain name of the accepted types in messages and the default hint. Default: from `accept` ("PDF"). */
  typeLabel?: string;
  /** The attached file (controlled); `null` for none. Omit for uncontrolled use. */
  value?: File | null;
  /** Called with the newly attached file, or `null` when it is removed. Never called for a rejected file. */
  onFileChange?: (file: File | null) => void;
  /** Called with the message and the file when a chosen file is rejected (type or size). */
  onReject?: (message: string, file: File) => void;
  /** The field's own words (buttons, default hint, rejection messages), to translate or adjust; English by default. */
  labels?: Partial<FileInputLabels>;
  /** Class of the wrapper. Every other prop goes to the `input type="file"`. */
  className?: string;
}

/**
 * Attach one file, checked here for type and size before anyone uploads it. A rejected file gets
 * a plain message naming the limit (announced at once) and never replaces the file attached
 * before, which the message says is still attached. The chosen file's name and size show with a
 * Remove button. The real `input type="file"` takes clicks, Tab, Enter and Space, and keeps the
 * valid file, so a native form submission sends it. The hint defaults to "PDF file, up to 5 MB".
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  {
    label,
    hint,
    error,
    id,
    className,
    accept,
    maxSize,
    typeLabel,
    value,
    onFileChange,
    onReject,
    labels: labelOverrides,
    required,
    disabled,
    onChange,
    'aria-describedby': describedBy,
    ...rest
  },
  forwardedRef,
) {
  const ids = useFieldIds(id);
  const fileId = `${ids.id}-file`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(forwardedRef, () => inputRef.current as HTMLInputElement);
  const [file, attach] = useControllableState(value, null, onFileChange);
  const [rejection, setRejection] = useState<string | null>(null);
  const types = typeLabel ?? (accept ? describeAccept(accept) : '');
  const limit = maxSize === undefined ? '' : formatBytes(maxSize);
  const words = { ...defaultFileInputLabels, ...labelOverrides };

  // A form reset (value back to null) empties the native input too.
  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  /** Puts the given file (or none) back into the native input after a rejected choice. */
  const restoreNativeFiles = (keep: File | null) => {
    const input = inputRef.current;
    if (!input) return;
    try {
      const transfer = new DataTransfer();
      if (keep) transfer.items.add(keep);
      input.files = transfer.files;
    } catch {
      // No DataTransfer constructor (old browsers, jsdom): the visible state still holds `keep`.
      if (!keep) input.value = '';
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.defaultPrevented) return;
    const chosen = event.target.files?.[0];
    if (!chosen) {
      // The picker was cancelled: some browsers then empty the input; keep what was attached.
      restoreNativeFiles(file);
      return;
    }
    const problem = !isAccepted(chosen, accept)
      ? words.notAccepted(chosen, types)
      : maxSize !== undefined && chosen.size > maxSize
        ? words.tooLarge(chosen, limit, formatBytes(chosen.size))
        : null;
    if (problem) {
      const message = file ? `${problem} ${words.kept(file)}` : problem;
      setRejection(message);
      restoreNativeFiles(file);
      onReject?.(message, chosen);
      return;
    }
    setRejection(null);
    attach(chosen);
  };

  const remove = () => {
    setRejection(null);
    restoreNativeFiles(null);
    attach(null);
    inputRef.current?.focus();
  };

  const defaultHint = [types && words.typeHint(types), limit && words.sizeHint(limit)]
    .filter(Boolean)
    .join(', ');
  const shownHint = hint === undefined ? defaultHint : hint;
  const shownError = rejection ?? error;
  const invalid = hasContent(shownError);

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={shownHint}
      error={shownError}
      errorAlert={rejection !== null}
      required={required}
      className={className}
    >
      <div className={css.control}>
        <span className={css.picker}>
          <input
            ref={inputRef}
            id={ids.id}
            type="file"
            accept={accept}
            required={required && !file}
            disabled={disabled}
            className={css.input}
            aria-invalid={invalid || undefined}
            aria-describedby={joinIds(
              invalid && ids.errorId,
              file && fileId,
              hasContent(shownHint) && ids.hintId,
              describedBy,
            )}
            onChange={handleChange}
            {...rest}
          />
          <span className={css.button} aria-hidden="true">
            {file ? words.replace : words.choose}
          </span>
        </span>
        {file ? (
          <span className={css.file}>
            <FileIcon />
            <span id={fileId} className={css.fileName}>
              {file.name} <span className={css.fileSize}>({formatBytes(file.size)})</span>
            </span>
            <button
              type="button"
              className={css.remove}
              aria-label={words.remove(file)}
              disabled={disabled}
              onClick={remove}
            >
              <CloseIcon />
            </button>
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
});
