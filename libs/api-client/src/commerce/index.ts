/** Commerce domain: goods and payment, content pages, landing data, customer service, WeChat signature (`commerceQueries`, `commerceKeys`). */
import { agentReplyQueries } from './agent-replies';
import { chatQueries } from './chat';
import { contentQueries } from './content';
import { productQueries } from './products';
import { wechatQueries } from './wechat';

export * from './keys';
export * from './products';
export * from './content';
export * from './chat';
export * from './agent-replies';
export * from './wechat';

export const commerceQueries = { ...productQueries, ...contentQueries, ...chatQueries, ...agentReplyQueries, ...wechatQueries };
