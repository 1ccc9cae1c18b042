import { useApolloClient, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { discountPercent, formatPrice } from '../../../ui/format';
import { RELATED_LIMIT } from '../../../ui/constants';
import { productPath } from '../../../ui/product-path';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { deliveryWording, type DeliveryWording } from '../../cart/cart-totals';
import { categoryPath } from '../../layout/Header';
import { Icon, type IconName } from '../components/icons';
import { ProductGallery } from '../components/ProductGallery';
import { ProductGrid } from '../components/ProductGrid';
import { PurchasePanel } from '../components/PurchasePanel';
import { RecentlyViewedRow } from '../components/RecentlyViewedRow';
import { SpecificationsTable } from '../components/SpecificationsTable';
import { recentlyViewedStore, useRecentlyViewed } from '../recently-viewed-store';
import { picksOfChoices } from '../product-filters';
import { useLoggedError } from '../useLoggedError';
import '../catalogue.css';

const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      slug
      name
      brand
      category
      finalPrice
      originalPrice
      images
      cardImages
      description
      specifications {
        key
        value
      }
      pricesVary
      options {
        name
        values
      }
      variants {
        id
        price
        finalPrice
        images
        cardImages
      }
      ...PurchasePanelFields
    }
  }
`);

const RelatedProductsQuery = graphql(`
  query RelatedProducts($id: ID!, $limit: Int!) {
    relatedProducts(productId: $id, limit: $limit) {
      id
      ...ProductCardFields
    }
  }
`);

/** The specification's badges; the delivery one follows the merchant's fees (deliveryWording). */
const promiseBadges = (delivery: DeliveryWording): { icon: IconName; text: string }[] => [
  { icon: 'truck', text: delivery.free ? 'Free Delivery' : delivery.short },
  { icon: 'shield', text: 'Warranty' },
  { icon: 'returns', text: 'Easy Returns (03 days)' },
];

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(entry.extensions?.code)));

/**
 * /products/{slug}: gallery, prices, stock, quantity, cart and share, promises, specifications, related and
 * recent. Reached by an older link, /products/{id}, it opens the same product and moves the address to the slug's.
 */
export function ProductPage() {
  // The product's slug, or its id in an older link.
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ProductDetailQuery, { variables: { id } });
  const related = useQuery(RelatedProductsQuery, { variables: { id, limit: RELATED_LIMIT } });
  useLoggedError(related.error, 'the related products');
  const recentlyViewed = useRecentlyViewed();
  const product = data?.product;
  const notFound = isNotFound(error);
  const shop = useShop();
  usePageTitle(product ? `${product.name} | ${shop.name}` : shop.name);

  // Not found: one toast, then the product list (the ref keeps a double effect run from toasting twice).
  const announcedMissing = useRef('');
  useEffect(() => {
    if (!notFound || announcedMissing.current === id) return;
    announcedMissing.current = id;
    toast.error('Product not found');
    navigate('/products', { replace: true });
  }, [notFound, id, navigate]);

  useEffect(() => {
    if (product) recentlyViewedStore.remember(product);
  }, [product]);

  // Reached by the id: the address becomes the slug's (what Share copies and the history keeps). The answers
  // already here are written under the slug too, so the page stays as it is rather than loading again.
  const relatedData = related.data;
  useEffect(() => {
    if (!product?.slug || product.slug === id) return;
    client.writeQuery({ query: ProductDetailQuery, variables: { id: product.slug }, data: { product } });
    if (relatedData)
      client.writeQuery({
        query: RelatedProductsQuery,
        variables: { id: product.slug, limit: RELATED_LIMIT },
        data: relatedData,
      });
    void navigate(`${productPath(product)}${location.search}${location.hash}`, { replace: true });
  }, [product, id, relatedData, client, navigate, location.search, location.hash]);

  if (loading || notFound) return <Spinner label="Loading product…" page />;
  if (error || !product) {
    return (
      <div className="empty-state panel" role="alert">
        <h1>This product could not be loaded</h1>
        <p className="muted">Please check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          Try Again
        </button>
      </div>
    );
  }

  // A product sold in kinds shows the kind chosen (`?variant=<id>`, so a shared link opens it): its prices and
  // pictures; before a choice, its prices "from" the cheapest in stock when they differ.
  const chosen = product.variants.find((variant) => variant.id === searchParams.get('variant'));
  const shown = chosen ?? product;
  const original = chosen ? chosen.price : product.originalPrice;
  const saving = original - shown.finalPrice;
  const discount = discountPercent(original, shown.finalPrice);
  const choose = (variant: string) =>
    setSearchParams(
      (params) => {
        params.set('variant', variant);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const relatedProducts = related.data?.relatedProducts ?? [];
  const otherRecent = recentlyViewed.filter((entry) => entry.id !== product.id);

  return (
    <div className="product-page">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/products">Products</Link>
          </li>
          <li>
            <Link to={categoryPath(product.category)}>{product.category}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <article className="product-detail panel">
        <ProductGallery
          key={`${product.id}:${chosen?.id ?? ''}`}
          name={product.name}
          images={shown.images}
          cardImages={shown.cardImages}
        />
        <div className="product-info">
          <p className="product-brand">{product.brand}</p>
          <h1>{product.name}</h1>
          <div className="product-price">
            <span className="price-now">
              {!chosen && product.pricesVary && <span className="price-from">From </span>}
              {formatPrice(shown.finalPrice)}
            </span>
            {discount > 0 && (
              <>
                <s className="price-was" aria-label={`was ${formatPrice(original)}`}>
                  {formatPrice(original)}
                </s>
                <span className="badge badge-sale">Save {formatPrice(saving)}</span>
              </>
            )}
          </div>
          <p className="product-description">{product.description}</p>
          <PurchasePanel
            key={product.id}
            product={product}
            variant={chosen?.id}
            onChoose={choose}
            initialPicks={chosen ? undefined : picksOfChoices(product.options, location.state)}
          />
          <ul className="promise-badges" aria-label="Our promises">
            {promiseBadges(deliveryWording(shop.delivery)).map((badge) => (
              <li key={badge.text}>
                <Icon name={badge.icon} size={16} />
                {badge.text}
              </li>
            ))}
          </ul>
        </div>
      </article>

      <section className="section panel" aria-labelledby="specs-title">
        <h2 id="specs-title">Specifications</h2>
        <SpecificationsTable specifications={product.specifications} />
      </section>

      {relatedProducts.length > 0 && (
        <section className="section" aria-labelledby="related-title">
          <div className="section-head">
            <h2 id="related-title">Related Products</h2>
            <Link to={categoryPath(product.category)} className="btn btn-ghost btn-sm">
              More {product.category} <span aria-hidden="true">→</span>
            </Link>
          </div>
          <ProductGrid products={relatedProducts.slice(0, RELATED_LIMIT)} label="Related products" />
        </section>
      )}

      {otherRecent.length > 0 && (
        <section className="section" aria-labelledby="recent-title">
          <div className="section-head">
            <h2 id="recent-title">Recently Viewed</h2>
          </div>
          <RecentlyViewedRow products={otherRecent} />
        </section>
      )}
    </div>
  );
}
