/**
 * 商品属性 (`/product/property`): the contract's `productPropertyResource`; each row's 属性值
 * opens its values at `/property/value/:propertyId`, as the reference's does.
 */
import { useNavigate } from 'react-router';
import { UnorderedListOutlined } from '@ant-design/icons';
import { productPropertyResource } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';

export default function ProductPropertyPage() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={productPropertyResource}
      form={{ width: 500 }}
      rowActions={[
        {
          label: '属性值',
          icon: <UnorderedListOutlined aria-hidden />,
          permission: productPropertyResource.permissions.query,
          first: true,
          onClick: (property) => navigate(`/property/value/${property.id}`),
        },
      ]}
    />
  );
}
