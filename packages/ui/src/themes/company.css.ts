import { createTheme } from '@vanilla-extract/css';
import { companyTokens } from '../tokens/company.ts';
import { vars } from './vars.css.ts';

/** Put this class on `<html>` (or any wrapper) to apply the company theme. */
export const companyTheme = createTheme(vars, companyTokens, 'company');
