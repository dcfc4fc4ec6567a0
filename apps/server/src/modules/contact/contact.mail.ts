import { CONTACT_TOPIC_LABELS, type ContactForm, type Locale } from '@shiplabel/shared';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail the company contact address receives for an anonymous message. Written in the sender's
 * language (the team reads both); every value the sender typed is escaped in the HTML part.
 */
export function contactMail(locale: Locale, form: ContactForm) {
  const zh = locale === 'zh-CN';
  const topic = CONTACT_TOPIC_LABELS[form.topic][locale];
  const fields: [string, string][] = [
    [zh ? '姓名' : 'Name', form.name],
    [zh ? '邮箱' : 'E-mail', form.email],
    [zh ? '公司' : 'Company', form.company || '-'],
    [zh ? '主题' : 'Topic', topic],
  ];
  const subject = `${zh ? '联系我们' : 'Contact form'}: ${topic} - ${form.name}`.slice(0, 200);
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), '', form.message].join('\n');
  const html = [
    ...fields.map(([label, value]) => `<p><b>${escapeHtml(label)}</b>: ${escapeHtml(value)}</p>`),
    `<p style="white-space:pre-wrap">${escapeHtml(form.message)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
