import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './tokens';

/** Class name of the dark theme: put it on `<html>` or any subtree. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');
