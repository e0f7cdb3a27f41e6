import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, Image, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { resolveFileUrl } from '@medteach/api-client';
import { SKILL_TYPE_LABELS, type ProductAdminBody, type ProductAdminRow } from '@medteach/contract';
import { useListParams } from '../../components/list/useListParams';
import { messages } from '../../messages';
import { CrudList } from '../../shared/crud/CrudList';
import { TextField } from '../../shared/crud/fields';
import { useCrudEditing } from '../../shared/crud/useCrudEditing';
import { exportProducts, productAdminMutations, productAdminQueries, type ProductFilter } from './api';
import { productText as text } from './messages';
import { ProductForm } from './ProductForm';

const crud = messages.crud;
const ICON_SIZE = 40;
const SKILL_TYPE_OPTIONS = Object.entries(SKILL_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** A price pair as the goods page shows it: the price, the market price struck out. */
function Prices({ price, market }: { price: number | null; market: number | null }) {
  if (price === null || market === null) return <Typography.Text type="secondary">{text.none}</Typography.Text>;
  return (
    <Space size={6} style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text strong>{text.price(price)}</Typography.Text>
      <Typography.Text type="secondary" delete>
        {text.price(market)}
      </Typography.Text>
    </Space>
  );
}

/** 商品管理 (/content/products): the skills the goods page sells, their prices and the categories each unlocks. */
export default function ProductsPage() {
  const list = useListParams<ProductFilter>({});
  const query = useQuery({ ...productAdminQueries.list(list.params), placeholderData: keepPreviousData });
  const remove = useMutation(productAdminMutations.remove);
  const editor = useCrudEditing<ProductAdminRow, ProductAdminBody>({
    rowKey: 'id',
    idLabel: text.id,
    save: useMutation(productAdminMutations.save),
    remove: (rows) => remove.mutateAsync(rows.map((r) => r.id)),
  });

  const columns: TableColumnsType<ProductAdminRow> = [
    { key: 'id', title: text.id, dataIndex: 'id', align: 'center', width: 90 },
    {
      key: 'icon',
      title: text.icon,
      align: 'center',
      width: 80,
      render: (_, r) => {
        const src = r.iconUrl || r.introduceUrls[0];
        return src ? <Image src={resolveFileUrl(src)} alt={r.name} width={ICON_SIZE} height={ICON_SIZE} style={{ objectFit: 'cover', borderRadius: 4 }} /> : text.none;
      },
    },
    { key: 'name', title: text.name, dataIndex: 'name' },
    { key: 'skillType', title: text.skillType, align: 'center', width: 90, render: (_, r) => SKILL_TYPE_LABELS[r.skillType] ?? r.skillType },
    { key: 'price', title: text.preferentialPrice, align: 'center', width: 170, render: (_, r) => <Prices price={r.preferentialPrice} market={r.marketPrice} /> },
    { key: 'batch', title: text.batch, align: 'center', width: 170, render: (_, r) => <Prices price={r.batchPreferentialPrice} market={r.batchMarketPrice} /> },
    { key: 'discountTag', title: text.discountTag, align: 'center', width: 100, render: (_, r) => (r.discountTag ? <Tag color="red">{text.discountTag}</Tag> : text.none) },
    { key: 'categoryCount', title: text.categoryCount, dataIndex: 'categoryCount', align: 'center', width: 90 },
    { key: 'paidCount', title: text.paidCount, dataIndex: 'paidCount', align: 'center', width: 100 },
  ];
  const searchFields = (
    <>
      <TextField name="name" label={text.name} allowClear />
      <Form.Item name="skillType" label={text.skillType}>
        <Select style={{ width: 160 }} allowClear placeholder={crud.pleaseSelect(text.skillType)} options={SKILL_TYPE_OPTIONS} />
      </Form.Item>
    </>
  );
  const { name, skillType } = list.params;

  return (
    <CrudList<ProductAdminRow, ProductFilter>
      list={list}
      query={query}
      columns={columns}
      actions={editor}
      search={{ name: 'productQuery', fields: searchFields }}
      onExport={() => void exportProducts({ name, skillType })}
    >
      <ProductForm editor={editor} />
    </CrudList>
  );
}
