import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.ts';
import { textRule } from '../private/text-rule.ts';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const description = style({ marginBlock: `calc(-1 * ${vars.space.sm}) 0` });

export const failure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

export const privacy = style(textRule());

export const thanks = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  textAlign: 'center',
});

// The side space gives way on a narrow screen or with large text, before the title's words do.
export const thanksTitle = style({
  paddingInline: `min(${vars.space['2xl']}, 8%)`,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const thanksIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize['2xl'],
});
