import { createTheme } from '@vanilla-extract/css';
import { voltTokens } from '../tokens/volt.ts';
import { vars } from './vars.css.ts';

export const voltTheme = createTheme(vars, voltTokens, 'volt');
