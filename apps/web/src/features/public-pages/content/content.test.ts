import { contentValues, DEFAULT_CONTENT_AMOUNTS, fillContent } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { parseContent } from './frontMatter.ts';
import { searchArticles, toArticle } from './helpSearch.ts';
import { renderMarkdown } from './markdown.ts';
import { helpFiles, pageFiles } from './sources.ts';

const LANGUAGES = ['en-US', 'zh-CN'];

describe('public page content', () => {
  it('has every page in both languages, legal texts with a version and an effective date', () => {
    const pages = pageFiles();
    expect(Object.keys(pages).sort()).toEqual(['expertGuides', 'privacyPolicy', 'termsOfUse']);
    for (const [page, byLanguage] of Object.entries(pages)) {
      expect(Object.keys(byLanguage).sort(), page).toEqual(LANGUAGES);
      for (const file of Object.values(byLanguage)) expect(file.meta.title).toBeTruthy();
    }
    for (const page of ['privacyPolicy', 'termsOfUse']) {
      const [en, zh] = LANGUAGES.map((language) => pages[page]![language]!);
      expect(en!.meta.version).toMatch(/^\d+\.\d+$/);
      expect(en!.meta.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(zh!.meta).toMatchObject({ version: en!.meta.version, effective: en!.meta.effective });
    }
  });

  it('has the same help article ids in both languages, each with a title and a category', () => {
    const help = helpFiles();
    expect(Object.keys(help).length).toBeGreaterThanOrEqual(8);
    for (const [id, byLanguage] of Object.entries(help)) {
      expect(Object.keys(byLanguage).sort(), id).toEqual(LANGUAGES);
      for (const file of Object.values(byLanguage)) {
        expect(file.meta.title, id).toBeTruthy();
        expect(file.meta.category, id).toBeTruthy();
      }
    }
  });
});

describe('configured amounts in the texts', () => {
  const every = () =>
    [...Object.entries(pageFiles()), ...Object.entries(helpFiles())].flatMap(([id, byLanguage]) =>
      Object.entries(byLanguage).map(([language, file]) => ({ id: `${id}/${language}`, language, file })),
    );

  it('quotes no operator-set amount literally (a change of the configuration would contradict it)', () => {
    // The defaults of spec section 9 as the texts used to write them: penalty, deposits, zone fee, upload.
    const literal =
      /(\b5 USD|5 美元|200 USD|200 美元|100 USD (for )?export|出口 100 美元|0\.1 USD|0\.1 美元|500 ?KB)/;
    for (const { id, file } of every()) expect(file.body, id).not.toMatch(literal);
  });

  it('has only placeholders the configuration fills, and shows the configured values', () => {
    const amounts = { ...DEFAULT_CONTENT_AMOUNTS, falseInfoPenalty: '7.50', importDeposit: '250.00' };
    for (const { id, language, file } of every()) {
      const filled = fillContent(file.body, contentValues(amounts, language));
      expect(filled, id).not.toMatch(/\{\{/);
    }
    const money = helpFiles().money!;
    expect(fillContent(money['en-US']!.body, contentValues(amounts, 'en-US'))).toContain(
      'a 7.50 USD penalty',
    );
    expect(fillContent(money['zh-CN']!.body, contentValues(amounts, 'zh-CN'))).toContain('进口 250 美元');
    const terms = pageFiles().termsOfUse!['en-US']!.body;
    expect(fillContent(terms, contentValues(amounts, 'en-US'))).toContain(
      '| 10,000.01 to 50,000 | 0.47 | 49 |',
    );
  });
});

describe('help search', () => {
  const article = (id: string, title: string, body: string) =>
    toArticle(id, parseContent(`---\ntitle: ${title}\ncategory: C\norder: ${id.length}\n---\n${body}`));
  const articles = [article('rates', 'Shipping Rates', 'billable weight'), article('api', 'API', 'keys')];

  it('matches titles and text case-insensitively, every word required', () => {
    expect(searchArticles(articles, 'RATES').map((a) => a.id)).toEqual(['rates']);
    expect(searchArticles(articles, 'billable weight').map((a) => a.id)).toEqual(['rates']);
    expect(searchArticles(articles, 'billable keys')).toEqual([]);
    expect(searchArticles(articles, '  ').map((a) => a.id)).toEqual(['api', 'rates']);
  });

  it('finds Chinese text in the zh-CN articles', () => {
    const zh = Object.entries(helpFiles()).map(([id, files]) => toArticle(id, files['zh-CN']!));
    expect(searchArticles(zh, '保险').map((a) => a.id)).toContain('insurance');
  });
});

describe('markdown', () => {
  it('renders Markdown and shows raw HTML as text', () => {
    const html = renderMarkdown('## Title\n\n<script>alert(1)</script>\n\n<b>bold</b>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;');
  });
});
