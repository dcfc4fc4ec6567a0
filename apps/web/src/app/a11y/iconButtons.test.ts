import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconButtonProblems } from './iconButtons.ts';

const SRC = join(import.meta.dirname, '..', '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('icon-only buttons are named (WCAG 4.1.2, 2.5.3)', () => {
  it('finds an unnamed icon button and one whose name is not its tooltip', () => {
    const source = [
      '<Button icon={<DownOutlined />} onClick={() => open()} />',
      "<Tooltip title={t('settings')}>",
      "  <Button icon={<SettingOutlined />} aria-label={t('other')} />",
      '</Tooltip>',
      "<Tooltip title={t('settings')}>",
      "  <Button icon={<SettingOutlined />} aria-label={t('settings')} />",
      '</Tooltip>',
      "<Button icon={<PlusOutlined />}>{t('add')}</Button>",
      '<Button icon={<CloseOutlined />} aria-label="Close" />',
    ].join('\n');
    expect(iconButtonProblems(source).map((p) => [p.line, p.problem])).toEqual([
      [1, 'unnamed'],
      [3, 'name differs from tooltip'],
    ]);
  });

  it('holds for every component of the web app', () => {
    const found = tsxFiles(SRC).flatMap((file) =>
      iconButtonProblems(readFileSync(file, 'utf8')).map(
        (p) => `${file.slice(SRC.length + 1)}:${p.line} ${p.problem}: ${p.tag}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
