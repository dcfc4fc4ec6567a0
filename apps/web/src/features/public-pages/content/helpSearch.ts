import type { ContentFile } from './frontMatter.ts';

export interface HelpArticle {
  id: string;
  title: string;
  category: string;
  order: number;
  body: string;
}

export function toArticle(id: string, file: ContentFile): HelpArticle {
  return {
    id,
    title: file.meta.title ?? id,
    category: file.meta.category ?? '',
    order: Number(file.meta.order ?? 99),
    body: file.body,
  };
}

/** Articles whose title or text contains every word of the query (case-insensitive), in their order. */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return articles
    .filter((article) => {
      const text = `${article.title}\n${article.category}\n${article.body}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => a.order - b.order);
}
