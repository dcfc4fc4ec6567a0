/**
 * Finds icon-only buttons without an accessible name in TSX source (WCAG 4.1.2, 2.5.3): a self-closing
 * antd <Button icon=...> has no text, so it needs an aria-label, and inside a <Tooltip title={x}> that
 * label is the tooltip's own text, so the name a screen reader says is the label a sighted user reads.
 */

export interface IconButtonProblem {
  line: number;
  problem: 'unnamed' | 'name differs from tooltip';
  tag: string;
}

/** The opening tag starting at `start` (braces balanced, so `=>` inside props does not end it). */
function openingTag(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const c = source[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '>' && depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

export function iconButtonProblems(source: string): IconButtonProblem[] {
  const problems: IconButtonProblem[] = [];
  for (const match of source.matchAll(/<Button\b/g)) {
    const tag = openingTag(source, match.index);
    // Only icon-only buttons (no children) whose props are all written out here.
    if (!tag.endsWith('/>') || !tag.includes('icon=') || tag.includes('{...')) continue;
    const line = source.slice(0, match.index).split('\n').length;
    const short = tag.replace(/\s+/g, ' ').slice(0, 120);
    const label = tag.match(/aria-label=\{([^\n]*?)\}\s/)?.[1] ?? tag.match(/aria-label="([^"]*)"/)?.[1];
    if (!label) {
      problems.push({ line, problem: 'unnamed', tag: short });
      continue;
    }
    const tooltip = source
      .slice(Math.max(0, match.index - 300), match.index)
      .match(/<Tooltip title=\{([^\n]*?)\}>\s*$/)?.[1];
    if (tooltip !== undefined && tooltip !== label)
      problems.push({ line, problem: 'name differs from tooltip', tag: short });
  }
  return problems;
}
