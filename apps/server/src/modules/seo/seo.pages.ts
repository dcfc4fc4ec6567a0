import {
  type ContactDetails,
  type ContentAmounts,
  contentValues,
  DEFAULT_CONTENT_AMOUNTS,
  fillContent,
  type Locale,
  PUBLIC_PAGES,
  type PublicPage,
} from '@shiplabel/shared';
import { contentFile, escapeHtml, helpArticles, renderMarkdown, webText } from './seo.content.ts';

/** The public pages a crawler may index: one list, shared with the web's public footer. */
export const INDEXED_PAGES = PUBLIC_PAGES;
export type IndexedPage = PublicPage;

/** One customer-facing API operation, as the wordView page lists it. */
export interface EndpointLine {
  method: string;
  path: string;
  summary: string;
}

/**
 * What some pages show from the server's own state: the API operations, the company's contact details,
 * the configured amounts the help and legal texts quote (their defaults when unread).
 */
export interface LiveData {
  endpoints: readonly EndpointLine[];
  contact?: ContactDetails | undefined;
  amounts?: ContentAmounts | undefined;
}

/** The Markdown with its `{{amount}}` placeholders filled, as the web fills them. */
const markdownOf = (body: string, locale: Locale, live: LiveData) =>
  renderMarkdown(fillContent(body, contentValues(live.amounts ?? DEFAULT_CONTENT_AMOUNTS, locale)));

export interface PageText {
  title: string;
  description: string;
  /** Readable HTML for the root element: the page's heading and its content. */
  body: string;
}

const h1 = (text: string) => `<h1>${escapeHtml(text)}</h1>`;
const p = (text: string) => (text ? `<p>${escapeHtml(text)}</p>` : '');
/** "Sign in - ShipLabel" -> "Sign in": the page's own name for its heading. */
const pageName = (title: string) => title.split(' - ')[0]!.trim();
const plain = (markdown: string) =>
  markdown
    .replace(/[#*_`>[\]()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const summaryOf = (markdown: string) => {
  const text = plain(markdown);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

const head = (locale: Locale, name: string) => ({
  title: webText(locale, 'head', `pages.${name}.title`),
  description: webText(locale, 'head', `pages.${name}.description`),
});

function legalPage(locale: Locale, folder: string, name: string, live: LiveData): PageText {
  const file = contentFile('pages', folder, locale);
  const version = webText(locale, 'home', 'publicPages.version')
    .replace('{{version}}', file.meta.version ?? '')
    .replace('{{date}}', file.meta.effective ?? '');
  return {
    ...head(locale, name),
    body: h1(file.meta.title ?? name) + p(version) + markdownOf(file.body, locale, live),
  };
}

function homePage(locale: Locale): PageText {
  const text = (key: string) => webText(locale, 'home', key);
  const services = ['warehouses', 'linkage', 'finalMile', 'labels', 'fba', 'returns']
    .map((id) => [text(`services.items.${id}.title`), text(`services.items.${id}.text`)])
    .filter(([title]) => title)
    .map(([title, body]) => `<li><strong>${escapeHtml(title!)}</strong> ${escapeHtml(body!)}</li>`)
    .join('');
  return {
    ...head(locale, 'home'),
    body:
      h1(text('hero.title')) +
      p(text('hero.lead')) +
      `<h2>${escapeHtml(text('services.title'))}</h2>${p(text('services.lead'))}<ul>${services}</ul>`,
  };
}

const CONTACT_LABELS = {
  companyName: 'company',
  email: 'email',
  phone: 'phone',
  address: 'address',
  hours: 'hours',
};

function contactDetails(locale: Locale, contact: ContactDetails | undefined): string {
  if (!contact) return '';
  const rows = (Object.keys(CONTACT_LABELS) as (keyof ContactDetails)[])
    .filter((key) => contact[key])
    .map(
      (key) =>
        `<dt>${escapeHtml(webText(locale, 'home', `contact.${CONTACT_LABELS[key]}`))}</dt><dd>${escapeHtml(contact[key])}</dd>`,
    );
  return `<h2>${escapeHtml(webText(locale, 'home', 'contact.details'))}</h2><dl>${rows.join('')}</dl>`;
}

function apiDocsPage(locale: Locale, endpoints: readonly EndpointLine[]): PageText {
  const own = head(locale, 'wordView');
  const items = endpoints
    .map((e) => `<li><code>${e.method} ${escapeHtml(e.path)}</code> ${escapeHtml(e.summary)}</li>`)
    .join('');
  return {
    ...own,
    body:
      h1(webText(locale, 'home', 'apiDocs.title') || pageName(own.title)) +
      p(webText(locale, 'home', 'apiDocs.lead') || own.description) +
      `<h2>${escapeHtml(webText(locale, 'home', 'apiDocs.intro.title'))}</h2>` +
      ['auth', 'envelope', 'errors', 'idempotency', 'languages']
        .map((key) => p(webText(locale, 'home', `apiDocs.intro.${key}`)))
        .join('') +
      `<h2>${escapeHtml(webText(locale, 'home', 'apiDocs.endpoints'))}</h2><ul>${items}</ul>`,
  };
}

/** The title, description and readable body of a public page in the language. */
export function pageText(page: IndexedPage, locale: Locale, live: LiveData): PageText {
  switch (page.name) {
    case 'home':
      return homePage(locale);
    case 'privacyPolicy':
    case 'termsOfUse':
      return legalPage(locale, page.name, page.name, live);
    case 'helpCenter': {
      const articles = helpArticles(locale)
        .map(
          (a) =>
            `<section><h2>${escapeHtml(a.meta.title ?? a.id)}</h2>${markdownOf(a.body, locale, live)}</section>`,
        )
        .join('');
      return {
        ...head(locale, 'helpCenter'),
        body:
          h1(webText(locale, 'home', 'publicPages.helpCenter.title')) +
          p(webText(locale, 'home', 'publicPages.helpCenter.lead')) +
          articles,
      };
    }
    case 'wordView':
      return apiDocsPage(locale, live.endpoints);
    case 'ExpertGuides':
    case 'Warehousing': {
      const file = contentFile('pages', 'expertGuides', locale);
      const title = webText(locale, 'head', 'titleTemplate')
        .replace('{{page}}', webText(locale, 'head', `routeTitles.${page.name}`))
        .replace('{{product}}', webText(locale, 'head', 'productName'));
      return {
        title,
        description: summaryOf(file.body),
        body: h1(file.meta.title ?? title) + markdownOf(file.body, locale, live),
      };
    }
    case 'contactUs':
      return {
        ...head(locale, 'contactUs'),
        body:
          h1(webText(locale, 'home', 'contact.title')) +
          p(webText(locale, 'home', 'contact.lead')) +
          contactDetails(locale, live.contact),
      };
    default: {
      // login, registerForm: their heading and description; the form itself needs the app.
      const own = head(locale, page.name);
      return { ...own, body: h1(pageName(own.title)) + p(own.description) };
    }
  }
}
