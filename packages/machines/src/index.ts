// Statecharts for the site's interactive flows; the schemas are also exported on their own as
// `@aarambh/machines/schemas`, so the API can import the rules without anything else.
export * from './schemas/index.ts';
