import type { ReactNode } from 'react';

/** A run of Latin-script words (a brand, a technology, "UPI") inside Hindi text. */
const LATIN_RUN = /([A-Za-z][\w.&+'’-]*(?: [A-Za-z][\w.&+'’-]*)*)/;

/** A Hindi text with each Latin-script run marked `lang="en"`, so it is read out in English. */
export function markLatin(text: string): ReactNode {
  const parts = text.split(LATIN_RUN);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span lang="en" key={index}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
