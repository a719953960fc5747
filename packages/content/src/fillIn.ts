// A module of its own, apart from translation.ts: the English pages fill in their texts too, and
// translation.ts goes with the Hindi pages' code (the site's `hindi` chunk).

/** A text with each `{name}` in it replaced by its value: the same text in either language. */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
