import { BusinessResultCard } from '../../features/business/index.ts';
import { ProductResultCard } from '../../features/product/index.ts';
import { SaveButton } from '../../features/saved/index.ts';
import { SearchResultScreen, type SearchResultCards } from '../../features/search/index.ts';

const cards: SearchResultCards = {
  business: (result) => {
    const business = result.businessProfile;
    return (
      <BusinessResultCard
        business={business}
        likes={result.reactions.reactionCount.like}
        save={
          <SaveButton
            resourceType="business"
            resourceID={business.businessID}
            name={business.general.companyName}
          />
        }
      />
    );
  },
  product: (product) => (
    <ProductResultCard
      product={product}
      save={<SaveButton resourceType="product" resourceID={product.productID} name={product.name} />}
    />
  ),
};

/** /search-result: the results of one search, with the business and product cards and their Save buttons. */
export function SearchResultPage() {
  return <SearchResultScreen cards={cards} />;
}
