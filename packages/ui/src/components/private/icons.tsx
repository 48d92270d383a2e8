import type { SVGProps } from 'react';

/**
 * Small stroke icons shared by the primitives. Each is its own export so a bundler keeps only the
 * ones used. Decorative: hidden from assistive technology; the control around it carries the name.
 */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => <Svg d="M6 6l12 12M18 6L6 18" {...props} />;
export const ErrorIcon = (props: IconProps) => (
  <Svg d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v5.5M12 16.5v.01" {...props} />
);
export const CheckIcon = (props: IconProps) => <Svg d="M5 12.5l4.5 4.5L19 7.5" {...props} />;
export const MinusIcon = (props: IconProps) => <Svg d="M6 12h12" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Svg d="M6 9l6 6 6-6" {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Svg d="M15 6l-6 6 6 6" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Svg d="M9 6l6 6-6 6" {...props} />;
export const RefreshIcon = (props: IconProps) => (
  <Svg d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" {...props} />
);
export const SpeakerIcon = (props: IconProps) => (
  <Svg d="M11 5L6 9H3v6h3l5 4zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" {...props} />
);
export const FileIcon = (props: IconProps) => (
  <Svg d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5" {...props} />
);
