import type { Locale } from '../locale.ts';

type Text = Record<Locale, string>;

/** One section of the API reference: its title and what it covers, in both languages. */
export interface ApiTagText {
  name: Text;
  description: Text;
}

const tag = (enName: string, zhName: string, enDescription: string, zhDescription: string): ApiTagText => ({
  name: { 'en-US': enName, 'zh-CN': zhName },
  description: { 'en-US': enDescription, 'zh-CN': zhDescription },
});

/**
 * The sections of the API reference (OpenAPI tags), keyed by the tag the routes declare (or, for a route
 * without one, the first segment of its path, as the reference groups it). /openapi.json and /wordView
 * show them in the reader's language.
 */
export const API_TAGS: Record<string, ApiTagText> = {
  health: tag(
    'Health',
    '健康检查',
    'Whether the service and its database answer.',
    '服务及其数据库是否正常响应。',
  ),
  auth: tag(
    'Sign-in',
    '登录认证',
    'Public key, sign-in, sign-out and password reset.',
    '公钥、登录、退出和重置密码。',
  ),
  user: tag(
    'Current user',
    '当前用户',
    'The signed-in user: profile, menu, password and avatar.',
    '当前登录用户：资料、菜单、密码和头像。',
  ),
  users: tag(
    'Users',
    '用户管理',
    'Back office: customer accounts, activation and roles.',
    '后台：客户账号、激活和角色。',
  ),
  registration: tag(
    'Registration',
    '注册',
    'Creating a business account and confirming its email.',
    '注册企业账号并验证邮箱。',
  ),
  mail: tag('Mail', '邮件', 'The outgoing mail outbox.', '待发送邮件队列。'),
  roles: tag('Roles', '角色', 'Roles and their members and permissions.', '角色及其成员和权限。'),
  resources: tag('Resources', '资源', 'Permission resources and their categories.', '权限资源及其分类。'),
  addresses: tag('Addresses', '地址', 'Address validation and lookup.', '地址校验与查询。'),
  'address book': tag(
    'Address book',
    '地址簿',
    'Saved sender and recipient addresses.',
    '保存的发件人和收件人地址。',
  ),
  zones: tag('Zones', '分区', 'Carrier zones between two postcodes.', '两个邮编之间的承运商分区。'),
  files: tag(
    'Files',
    '文件',
    'Uploading and downloading files (labels, attachments).',
    '上传和下载文件（面单、附件）。',
  ),
  money: tag(
    'Wallet and payments',
    '钱包与支付',
    'Balances, adding funds, ledger entries and payees.',
    '余额、充值、流水和收款账户。',
  ),
  channels: tag(
    'Carrier services',
    '渠道服务',
    'Carrier services and channels that can ship a parcel.',
    '可用于寄送包裹的承运商服务和渠道。',
  ),
  pricing: tag('Rates', '运费价格', 'Price rules and rate estimates.', '价格规则和运费估算。'),
  'proxy users': tag(
    'Proxy users',
    '代理用户',
    'Proxy accounts, their sub-accounts and markups.',
    '代理账号及其子账号和加价。',
  ),
  orders: tag(
    'Orders',
    '订单',
    'Creating parcel orders, buying labels and cancelling.',
    '创建包裹订单、购买面单和取消。',
  ),
  'orders (back office)': tag(
    'Orders (back office)',
    '订单（后台）',
    'Every customer’s orders and processing them in bulk.',
    '所有客户的订单及批量处理。',
  ),
  'orders-admin': tag(
    'Order review and charges',
    '订单审核与计费',
    'Back office: approving held orders, cancellations and charges.',
    '后台：审核待审订单、取消申请和订单计费。',
  ),
  'orders: bulk documents': tag(
    'Bulk documents',
    '批量单据',
    'Labels, packing slips and manifests for many orders at once.',
    '一次为多个订单生成面单、装箱单和交接单。',
  ),
  tracking: tag('Tracking', '物流追踪', 'Parcel tracking events.', '包裹物流轨迹。'),
  'package templates': tag(
    'Package templates',
    '包裹模板',
    'Saved parcel sizes and weights.',
    '保存的包裹尺寸和重量。',
  ),
  'API keys': tag(
    'API keys',
    'API 密钥',
    'Keys for calling this API from your own systems.',
    '用于从您自己的系统调用本 API 的密钥。',
  ),
  webhooks: tag(
    'Webhooks',
    'Webhook 回调地址',
    'Endpoints that receive our event notifications.',
    '接收事件通知的回调地址。',
  ),
  'webhooks (outgoing)': tag(
    'Webhook events',
    'Webhook 事件',
    'The events we send to your endpoints, with their bodies.',
    '我们发送到您回调地址的事件及其内容。',
  ),
  stores: tag('Stores', '店铺', 'Connected online stores and their orders.', '已连接的网店及其订单。'),
  'online stores': tag(
    'Store connections',
    '店铺授权',
    'Authorizing a store platform (Shopify, WooCommerce…).',
    '授权网店平台（Shopify、WooCommerce 等）。',
  ),
  'shipping rules': tag(
    'Shipping rules',
    '发货规则',
    'Rules that choose a service for incoming orders.',
    '为导入订单自动选择服务的规则。',
  ),
  jobs: tag(
    'Background jobs',
    '后台任务',
    'Progress and results of long-running work.',
    '耗时任务的进度和结果。',
  ),
  'orders (import)': tag(
    'Order import',
    '订单导入',
    'Importing orders from spreadsheets.',
    '从表格导入订单。',
  ),
  'orders: batches': tag(
    'Order batches',
    '订单批次',
    'Buying and managing labels for a batch of orders.',
    '为一批订单购买和管理面单。',
  ),
  'API log': tag('API log', 'API 日志', 'Requests made with API keys.', '使用 API 密钥发出的请求。'),
  staff: tag('Employees', '员工', 'Employee accounts of the platform.', '平台员工账号。'),
  impersonation: tag(
    'Sign in as a user',
    '代登录',
    'Support staff signing in as a customer.',
    '客服以客户身份登录。',
  ),
  risk: tag('Risk', '风控', 'High-risk addresses and exemptions.', '高风险地址及豁免。'),
  'user logs': tag('User logs', '用户日志', 'Who did what, and when.', '谁在何时做了什么。'),
  exchange: tag(
    'Currency exchange',
    '货币兑换',
    'Exchange rates and exchanging wallet balances.',
    '汇率和钱包余额兑换。',
  ),
  statistics: tag('Statistics', '统计', 'Order and money figures over time.', '一段时间内的订单和资金数据。'),
  'system configuration': tag('System configuration', '系统配置', 'Settings of the platform.', '平台设置。'),
  'work orders': tag('Work orders', '工单', 'Support requests and their replies.', '客服工单及其回复。'),
  'work orders (back office)': tag(
    'Work orders (back office)',
    '工单（后台）',
    'Answering and closing customers’ work orders.',
    '回复和关闭客户工单。',
  ),
  contact: tag('Contact', '联系我们', 'Messages from the contact form.', '联系表单留言。'),
  'system messages': tag(
    'System messages',
    '系统消息',
    'Back office: publishing messages to customers.',
    '后台：向客户发布消息。',
  ),
  'message centre': tag('Message centre', '消息中心', 'Messages for the signed-in user.', '当前用户的消息。'),
  carriers: tag(
    'Carrier callbacks',
    '承运商回调',
    'Tracking updates that carriers post to us.',
    '承运商推送给我们的物流更新。',
  ),
  'label tool': tag(
    'Label tool',
    '面单工具',
    'Splitting, merging and cropping label files.',
    '拆分、合并和裁剪面单文件。',
  ),
  lingxing: tag(
    'Lingxing ERP',
    '领星 ERP',
    'Orders and tracking exchanged with Lingxing.',
    '与领星 ERP 同步订单和物流信息。',
  ),
};

/** A tag's title in a language; a tag without an entry keeps its own name. */
export const apiTagName = (tagName: string, locale: Locale): string =>
  API_TAGS[tagName]?.name[locale] ?? tagName;

/** A tag's description in a language, or '' for a tag without an entry. */
export const apiTagDescription = (tagName: string, locale: Locale): string =>
  API_TAGS[tagName]?.description[locale] ?? '';
