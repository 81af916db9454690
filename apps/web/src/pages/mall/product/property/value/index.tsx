/**
 * 属性值 (`/property/value/:propertyId`, hidden, owned by 商品属性): the values of the property it
 * was opened for, which the search starts with and returns to on 重置; another property may be
 * chosen there. New values start under that property, which their form shows and keeps.
 */
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Result, Select } from 'antd';
import { productPropertyApi, productPropertyValueResource } from '@tenon/contracts';
import ResourcePage from '../../../../../crud/ResourcePage';
import { callApi } from '../../../../../api/callApi';

export default function ProductPropertyValuePage() {
  const { propertyId = '' } = useParams();
  const id = /^\d+$/.test(propertyId) ? Number(propertyId) : undefined;
  const property = useQuery({
    queryKey: ['product-property', id],
    queryFn: () => callApi(productPropertyApi.get, { query: { id: id! } }),
    enabled: id !== undefined,
  });
  const properties = useQuery({ queryKey: ['product-property-list'], queryFn: () => callApi(productPropertyApi.list, { query: {} }) });
  if (id === undefined || property.isError) return <Result status="404" title="属性项不存在" />;
  if (!property.data) return null;
  const propertyOptions = (properties.data ?? []).map((p) => ({ label: p.name, value: p.id }));
  return (
    <ResourcePage
      // Another property opened here starts its own search.
      key={id}
      resource={productPropertyValueResource}
      initialFilters={{ propertyId: id }}
      options={{ propertyId: propertyOptions }}
      form={{ width: 500, defaults: { propertyId: id }, fieldExtras: { propertyId: { input: <Select disabled options={propertyOptions} /> } } }}
    />
  );
}
