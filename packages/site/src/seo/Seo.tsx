import { company } from '@aarambh/content';
import { iconLinks } from './iconLinks';
import { absoluteUrl, serializeJsonLd, type JsonLd } from './structuredData';

export interface SeoProps {
  /** The page's own title; the company name is added. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** The page's path, for its canonical URL and `og:url`. */
  path: string;
  /** Keep the page out of search results (no canonical link then). @default false */
  noindex?: boolean;
  /** @default 'website' */
  ogType?: 'website' | 'article';
  /** Structured data for the page: one object, or several, each in its own script. */
  jsonLd?: JsonLd | readonly JsonLd[];
  /** The page's language as Open Graph names it. @default 'en_IN' */
  ogLocale?: 'en_IN' | 'hi_IN';
}

/**
 * A page's title, description, canonical link, Open Graph tags and the site's icons. React 19 hoists them into the
 * document head: the prerender writes them into the HTML, and on client navigation each page
 * replaces the previous page's title, description and canonical link. The link previews' Open
 * Graph tags and the icons, which only a reader of the HTML uses, are rendered on the server alone
 * (`import.meta.env.SSR`, false in the client build, which leaves their code out): hoisted into the
 * head, they are no part of the tree the page hydrates. The structured data is: it stays.
 */
export function Seo({
  title,
  description,
  path,
  noindex = false,
  ogType = 'website',
  jsonLd,
  ogLocale = 'en_IN',
}: SeoProps) {
  const fullTitle = path === '/' ? `${company.name} | ${title}` : `${title} | ${company.name}`;
  const url = absoluteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {import.meta.env.SSR ? (
        <>
          <meta property="og:type" content={ogType} />
          <meta property="og:site_name" content={company.name} />
          <meta property="og:title" content={fullTitle} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={absoluteUrl('/og-image.png')} />
          <meta property="og:locale" content={ogLocale} />
          <meta name="twitter:card" content="summary_large_image" />
          {iconLinks.map((link) => (
            <link key={link.href} {...link} />
          ))}
        </>
      ) : null}
      {(jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]).map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
