import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { http, HttpResponse } from 'msw';
import { apiPath, createTestQueryClient, ok, setupMswServer, setupTestApi, systemHandlers } from '@medteach/api-client/testing';
import { productAdminPaths, type ProductAdminBody, type ProductAdminRow, type ProductCategoryOption } from '@medteach/contract';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { categoryTree } from './CategoryPicker';
import { ProductForm } from './ProductForm';

const CATEGORIES: ProductCategoryOption[] = [
  { id: 1, parentId: 0, majorType: 2, name: '口腔颌面外科', productInfoId: 2, productName: '口腔临床思辨能力训练' },
  { id: 2, parentId: 1, majorType: 2, name: '颌面部感染', productInfoId: 2, productName: '口腔临床思辨能力训练' },
  { id: 3, parentId: 0, majorType: 1, name: '急诊医学', productInfoId: null, productName: null },
];
const ROW: ProductAdminRow = {
  id: 2,
  skillId: 2,
  name: '口腔临床思辨能力训练',
  skillType: 1,
  marketPrice: 159,
  preferentialPrice: 88,
  batchMarketPrice: null,
  batchPreferentialPrice: null,
  skillExchangeIntegral: 1000,
  discountTag: true,
  iconUrl: '',
  introduceUrls: ['/file/commerce/oral-1.svg'],
  introduce: '口腔典型病例。',
  categoryIds: [1, 2],
  categoryCount: 2,
  paidCount: 3,
};

setupMswServer(...systemHandlers(), http.get(apiPath(productAdminPaths.categories), () => HttpResponse.json(ok(CATEGORIES))));
setupTestApi();

function renderForm(editing: Partial<ProductAdminRow>) {
  const saved: ProductAdminBody[] = [];
  const editor: CrudEditor<ProductAdminRow, ProductAdminBody> = { editing, close: () => undefined, saving: false, save: (b) => saved.push(b) };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <App>
        <ProductForm editor={editor} />
      </App>
    </QueryClientProvider>,
  );
  return saved;
}

const confirm = () => userEvent.click(screen.getByText(/确\s*定/, { selector: 'button span' }).closest('button') as HTMLButtonElement);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const SLOW = { timeout: 60_000 };

describe('ProductForm', () => {
  it('a new product: required fields, the price rule on the field, then the body with yuan prices and the 限时折扣 switch (off at first)', SLOW, async () => {
    const saved = renderForm({});
    expect(await screen.findByText('添加商品')).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('商品名称不能为空')).toBeInTheDocument();
    expect(screen.getByText('市场价不能为空')).toBeInTheDocument();
    expect(saved).toEqual([]);

    fill('商品名称', '急诊专项');
    fill('市场价', '59.9');
    fill('优惠价', '69.9');
    await confirm();
    // The contract's cross-field rule lands on 优惠价.
    expect(await screen.findByText('优惠价不能高于市场价')).toBeInTheDocument();
    expect(saved).toEqual([]);

    fill('优惠价', '29.9');
    // A new product carries no 限时折扣 tag until the admin turns it on.
    expect(screen.getByLabelText('限时折扣')).not.toBeChecked();
    await userEvent.click(screen.getByLabelText('限时折扣'));
    await confirm();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ name: '急诊专项', marketPrice: 59.9, preferentialPrice: 29.9, discountTag: true, batchMarketPrice: null, categoryIds: [], skillType: 1 });
    expect(saved[0].id).toBeUndefined();
  });

  it('an edit opens with the product, its categories picked, and keeps its id', SLOW, async () => {
    const saved = renderForm(ROW);
    expect(await screen.findByText('修改商品')).toBeInTheDocument();
    expect(screen.getByLabelText('商品名称')).toHaveValue('口腔临床思辨能力训练');
    expect(await screen.findByText('颌面部感染', { selector: '.ant-select-selection-item-content, .ant-select-selection-item *' })).toBeInTheDocument();
    fill('全部技能市场价', '199');
    await confirm();
    // 全部技能 prices come in pairs.
    expect(await screen.findByText('全部技能的市场价和优惠价须同时填写')).toBeInTheDocument();
    fill('全部技能优惠价', '99');
    await confirm();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 2, categoryIds: [1, 2], batchMarketPrice: 199, batchPreferentialPrice: 99, introduceUrls: ['/file/commerce/oral-1.svg'] });
  });
});

describe('categoryTree', () => {
  it('groups by major type (not pickable itself) and names another product holding a category', () => {
    const tree = categoryTree(CATEGORIES, 5);
    expect(tree.map((n) => [n.title, n.disableCheckbox])).toEqual([
      ['口腔临床思辨能力', true],
      ['临床思维能力', true],
    ]);
    expect(tree[0].children[0]).toMatchObject({ value: 1, title: '口腔颌面外科（当前：口腔临床思辨能力训练）' });
    expect(tree[0].children[0].children[0].value).toBe(2);
    // The product being edited is not named on its own categories.
    expect(categoryTree(CATEGORIES, 2)[0].children[0].title).toBe('口腔颌面外科');
  });
});
