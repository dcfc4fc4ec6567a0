import { EMAIL_CODE_TTL_MINUTES, type Locale } from '@shiplabel/shared';

interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** The sign-up code mail in the asker's language. */
export function codeMail(locale: Locale, code: string): Rendered {
  const lines =
    locale === 'zh-CN'
      ? [
          `您的 ShipLabel 注册验证码是：${code}`,
          `验证码 ${EMAIL_CODE_TTL_MINUTES} 分钟内有效，只能使用一次。`,
          '如果不是您本人在注册，请忽略本邮件。',
        ]
      : [
          `Your ShipLabel sign-up code is: ${code}`,
          `It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes and can be used once.`,
          'If you did not ask to sign up, ignore this e-mail.',
        ];
  return {
    subject: locale === 'zh-CN' ? `ShipLabel 注册验证码 ${code}` : `Your ShipLabel sign-up code ${code}`,
    text: lines.join('\n'),
    html: paragraphs(lines),
  };
}

/**
 * Sent instead of a code when the address already has an account: the asker sees the same answer
 * either way (no probing for accounts), and the owner learns that someone tried.
 */
export function alreadyRegisteredMail(locale: Locale): Rendered {
  const lines =
    locale === 'zh-CN'
      ? [
          '有人使用此邮箱申请注册 ShipLabel，但该邮箱已有账户。',
          '如果是您本人，请直接登录；忘记密码请联系管理员。如果不是您本人，请忽略本邮件。',
        ]
      : [
          'Someone asked to sign up for ShipLabel with this e-mail address, which already has an account.',
          'If it was you, sign in instead; if you forgot the password, contact an administrator. If not, ignore this e-mail.',
        ];
  return {
    subject: locale === 'zh-CN' ? 'ShipLabel 注册提醒' : 'ShipLabel sign-up attempt',
    text: lines.join('\n'),
    html: paragraphs(lines),
  };
}
