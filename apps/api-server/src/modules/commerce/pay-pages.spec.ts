import { describe, expect, it } from 'vitest';
import { sandboxPage } from './pay-pages';

const order = { orderNo: 'abc12345', ticket: 't', productName: '<b>口腔</b>', amountText: '99.00' };

describe('sandbox cashier page', () => {
  // WCAG 1.4.4 (issue 9 accessibility): users must be able to pinch-zoom, so no maximum-scale / user-scalable=no.
  it('lets the user zoom', () => {
    const viewport = /<meta name="viewport" content="([^"]*)"/.exec(sandboxPage('/pay', order))?.[1];
    expect(viewport).toBe('width=device-width, initial-scale=1');
  });

  it('escapes the product name', () => {
    const html = sandboxPage('/pay', order);
    expect(html).not.toContain('<b>口腔</b>');
    expect(html).toContain('&#60;b&#62;口腔&#60;/b&#62;');
  });
});
