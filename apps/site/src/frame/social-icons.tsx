import type { SVGProps } from 'react';

/** The footer's social network icons (decorative: each link carries the network's name). */
type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit stroke icon, hidden from assistive technology. */
function Stroke({ children, ...props }: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

const social = {
  LinkedIn: 'M6 9v9M6 6v.01M10 18v-5a3 3 0 0 1 6 0v5M10 9v9',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM16 8v.01M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  Facebook: 'M15 3h-3a4 4 0 0 0-4 4v3H6v4h2v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z',
  YouTube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  Twitter: 'M4 4l16 16M20 4L4 20',
} as const;

export const SocialIcon = ({ name, ...props }: IconProps & { name: keyof typeof social }) => (
  <Stroke {...props}>
    <path d={social[name]} />
  </Stroke>
);
