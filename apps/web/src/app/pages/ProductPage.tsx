import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { idFromRouteParam } from '@wbn/contracts';
import { businessProfileQuery } from '../../features/business/index.ts';
import { CommentsSection } from '../../features/comments/index.ts';
import { ProductScreen, useProduct, type ProductSlots } from '../../features/product/index.ts';
import { SaveButton } from '../../features/saved/index.ts';
import { LikeButton } from '../../features/social/index.ts';
import { commentLike } from './compose/likes.tsx';
import { ReportAction } from './compose/report.tsx';
import { reportDialog } from './compose/report-dialog.tsx';

const slots: ProductSlots = {
  like: (product) => <LikeButton resourceID={product.productID} resourceType="product" />,
  save: (product) => <SaveButton resourceType="product" resourceID={product.productID} name={product.name} />,
  comments: (product) => (
    <CommentsSection
      resourceID={product.productID}
      resourceType="product"
      like={commentLike}
      report={reportDialog}
      answeringBusinessID={product.businessID}
    />
  ),
  report: (product, label) => (
    <ReportAction
      item={{
        itemType: 'product',
        itemID: product.productID,
        name: product.businessProfile.general.companyName,
      }}
      label={label}
      className="button button--ghost"
    />
  ),
};

/**
 * /business-product/{id}: the product with its business (the id is the last 36 characters of the
 * parameter), its likes, saves and comments.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const productID = idFromRouteParam(id);
  const product = useProduct(productID);
  const businessID = product.data?.businessID;
  const business = useQuery({ ...businessProfileQuery(businessID ?? ''), enabled: Boolean(businessID) });
  return <ProductScreen productID={productID} product={product} business={business} slots={slots} />;
}
