import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/common.json';
import zh from '../../locales/zh-CN/common.json';
import { type ConfirmVerb, confirmVerbKey } from './FormModal.tsx';

const SRC = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

/** Every `<FormModal ...>` opening tag in the web sources, with its file. */
const usages = sourceFiles(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/<FormModal\b[\s\S]*?\n\s*>/g)].map((m) => ({ file, tag: m[0] })),
);

const VERBS: ConfirmVerb[] = ['create', 'save', 'send', 'submit'];

describe('FormModal confirm verb', () => {
  it('is translated in both languages and differs per verb', () => {
    for (const verb of VERBS) {
      expect(confirmVerbKey(verb)).toBe(`common:confirmVerb.${verb}`);
      const enText = en.confirmVerb[verb];
      const zhText = zh.confirmVerb[verb];
      expect(enText, verb).toMatch(/^[A-Z]/);
      expect(zhText, verb).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(en.confirmVerb.create).toBe('Create');
    expect(zh.confirmVerb.create).toBe('创建');
    expect(confirmVerbKey()).toBe('common:confirmVerb.save');
  });

  it('makes every create dialog say Create', () => {
    const creating = usages.filter((u) => /createTitle|Create/.test(u.tag));
    expect(creating.length).toBeGreaterThan(10);
    for (const { file, tag } of creating) {
      expect(tag, file).toMatch(/verb=\{[^}]*'create'/);
    }
  });

  it('names its verb in the dialogs that send or submit rather than save', () => {
    const verbOf = (name: string) => usages.find((u) => u.file.endsWith(`/${name}.tsx`))?.tag;
    expect(verbOf('PublishMessageModal')).toMatch(/verb=\{'send'\}/);
    expect(verbOf('NewTicketModal')).toMatch(/verb=\{'submit'\}/);
    expect(verbOf('OrderReviewModal')).toMatch(/verb=\{'submit'\}/);
  });

  it('shows the verb, not a fixed Save', () => {
    const source = readFileSync(join(__dirname, 'FormModal.tsx'), 'utf8');
    expect(source).not.toContain("t('common:save')");
    expect(source).toContain('confirmVerbKey(verb)');
  });
});
