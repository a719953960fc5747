export interface Need {
  /** The Debian package that provides it. */
  apt: string;
  /** Which gates need it. */
  why: string;
  present: () => boolean;
}
export declare const needs: readonly Need[];
export declare function ensurePrerequisites(
  required?: readonly Need[],
  mayInstall?: () => string[] | undefined,
): boolean;
