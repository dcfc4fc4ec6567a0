import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachmentRules.ts';

describe('attachmentProblem', () => {
  const png = (kb: number) => ({ size: kb * 1024, type: 'image/png' });

  it('uses the configured limit, not a fixed 500 KB', () => {
    expect(attachmentProblem(png(800), 1024)).toBeNull();
    expect(attachmentProblem(png(800), 500)).toBe('tooLarge');
    expect(attachmentProblem(png(120), 100)).toBe('tooLarge');
  });

  it('accepts exactly the limit and refuses one byte more', () => {
    expect(attachmentProblem({ size: 500 * 1024, type: 'application/pdf' }, 500)).toBeNull();
    expect(attachmentProblem({ size: 500 * 1024 + 1, type: 'application/pdf' }, 500)).toBe('tooLarge');
  });

  it('refuses other kinds of file', () => {
    expect(attachmentProblem({ size: 10, type: 'application/zip' }, 500)).toBe('wrongType');
    expect(attachmentProblem({ size: 10, type: '' }, 500)).toBe('wrongType');
  });
});
