/** Commerce domain: goods and payment, content pages, landing data, customer service (`commerceQueries`, `commerceKeys`). */
import { chatQueries } from './chat';
import { contentQueries } from './content';
import { productQueries } from './products';

export * from './keys';
export * from './products';
export * from './content';
export * from './chat';

export const commerceQueries = { ...productQueries, ...contentQueries, ...chatQueries };
