import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Class name of the light theme: put it on `<html>` or any subtree. */
export const lightTheme = createTheme(vars, lightTokens, 'light');
