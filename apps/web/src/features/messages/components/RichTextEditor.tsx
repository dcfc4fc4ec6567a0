import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Space, Tabs, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { marked } from 'marked';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Markdown to the HTML that is sent; the server sanitises it (sanitize-html) before storing. */
export const markdownToHtml = (source: string) =>
  marked.parse(source, { async: false, gfm: true, breaks: true });

type Wrap = { before: string; after: string; line?: boolean };
const TOOLS: { key: string; icon: React.ReactNode; wrap: Wrap }[] = [
  { key: 'bold', icon: <BoldOutlined />, wrap: { before: '**', after: '**' } },
  { key: 'italic', icon: <ItalicOutlined />, wrap: { before: '_', after: '_' } },
  {
    key: 'heading',
    icon: <span style={{ fontWeight: 700 }}>H</span>,
    wrap: { before: '## ', after: '', line: true },
  },
  { key: 'bullets', icon: <UnorderedListOutlined />, wrap: { before: '- ', after: '', line: true } },
  { key: 'numbers', icon: <OrderedListOutlined />, wrap: { before: '1. ', after: '', line: true } },
  { key: 'link', icon: <LinkOutlined />, wrap: { before: '[', after: '](https://)' } },
];

/**
 * A small toolbar editor (antd has no rich-text editor): Markdown with buttons for the usual formatting
 * and a preview. The preview runs in a sandboxed frame without scripts, so even raw HTML typed here
 * cannot run in the operator's session.
 */
export function RichTextEditor({
  value = '',
  onChange,
}: {
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation('messages');
  const ref = useRef<TextAreaRef>(null);
  const apply = ({ before, after, line }: Wrap) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const lineStart = line ? value.lastIndexOf('\n', start - 1) + 1 : start;
    const selected = value.slice(lineStart, end) || (line ? '' : t('editor.sample'));
    onChange?.(`${value.slice(0, lineStart)}${before}${selected}${after}${value.slice(end)}`);
    area?.focus();
  };
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'write',
          label: t('editor.write'),
          children: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space.Compact>
                {TOOLS.map((tool) => (
                  <Tooltip key={tool.key} title={t(`editor.${tool.key}`)}>
                    <Button
                      size="small"
                      icon={tool.icon}
                      aria-label={t(`editor.${tool.key}`)}
                      onClick={() => apply(tool.wrap)}
                    />
                  </Tooltip>
                ))}
              </Space.Compact>
              <Input.TextArea
                ref={ref}
                rows={8}
                value={value}
                onChange={(e) => onChange?.(e.target.value)}
                placeholder={t('editor.placeholder')}
                data-testid="message-content"
              />
            </Space>
          ),
        },
        {
          key: 'preview',
          label: t('editor.preview'),
          children: (
            <iframe
              title={t('editor.preview')}
              sandbox=""
              srcDoc={`<body style="font-family:sans-serif;font-size:14px">${markdownToHtml(value)}</body>`}
              style={{ width: '100%', height: 220, border: '1px solid #f0f0f0' }}
            />
          ),
        },
      ]}
    />
  );
}
