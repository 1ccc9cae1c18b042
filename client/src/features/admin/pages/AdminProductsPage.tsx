import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { AdminProductFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { CATEGORIES } from '../../../ui/constants';
import { AdminCategoryNamesQuery } from '../categories.graphql';
import { formatDate, formatPrice } from '../../../ui/format';
import { productPath } from '../../../ui/product-path';
import { ProductImage } from '../../../ui/ProductImage';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AdminProductFragment, AdminProductsQuery, DeleteProductMutation } from '../admin.graphql';
import { ADMIN_PRODUCTS_LIMIT, deleteQuestion } from '../admin-constants';
import { downloadAdminFile } from '../admin-files';
import { adminToast } from '../admin-toast';
import { AdminTable } from '../components/AdminTable';
import { CatalogueImport } from '../components/CatalogueImport';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { ProductFormModal } from '../components/ProductFormModal';
import { VariantsModal } from '../components/VariantsModal';
import { useConfirm } from '../components/useConfirm';
import { PRODUCT_FORM_TEXTS } from '../product-form';
import { saveProduct } from '../product-api';
import { pageParam, useUrlParams } from '../../../ui/useUrlParams';
import { useUrlSearchText } from '../useUrlSearchText';

const PRODUCT_COLUMNS = ['Image', 'Name', 'Brand', 'Category', 'Condition', 'Price', 'Stock', 'Status', 'Created'];

type Editing = { mode: 'add' } | { mode: 'edit'; product: AdminProductFieldsFragment } | null;

/** Root fields whose cached answers a product write makes stale, in the storefront and here. */
const PRODUCT_LISTS = [
  'adminProducts',
  'products',
  'featuredProducts',
  'relatedProducts',
  'productCategories',
  'productBrands',
  'productOptionValues',
  'adminDashboard',
];

/**
 * /admin/products: search, category filter, 50 products a page; add, edit, view and delete. Search, category
 * and page live in the URL (Back brings them back); ?add=1 opens Add Product, ?kinds=<id> that product's Kinds.
 */
export function AdminProductsPage() {
  usePageTitle('Products | Admin');
  const [params, update] = useUrlParams();
  const search = (params.get('search') ?? '').trim();
  const category = params.get('category') || 'all';
  const page = pageParam(params);
  const commitSearch = useCallback((text: string) => update({ search: text, page: null }, { replace: true }), [update]);
  const [searchText, setSearchText] = useUrlSearchText(search, commitSearch);
  const [editing, setEditing] = useState<Editing>(null);
  const [kinds, setKinds] = useState<AdminProductFieldsFragment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const client = useApolloClient();
  const categoryList = useQuery(AdminCategoryNamesQuery, { fetchPolicy: 'cache-and-network' });
  const categoryNames = categoryList.data?.adminCategories.map((each) => each.name) ?? [...CATEGORIES];
  const { data, previousData, loading, error, refetch } = useQuery(AdminProductsQuery, {
    variables: {
      search: search || undefined,
      category: category === 'all' ? undefined : category,
      limit: ADMIN_PRODUCTS_LIMIT,
      page,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [deleteProduct] = useMutation(DeleteProductMutation);

  // The header's Add Product link (/admin/products?add=1) opens the add form, also when already here.
  useEffect(() => {
    if (params.get('add') !== '1') return;
    // The URL (an outside system) asks once and the request is consumed below.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reacting to the URL is what effects are for
    setEditing({ mode: 'add' });
    update({ add: null }, { replace: true });
  }, [params, update]);

  // A page past the end (after deletes, or typed in the URL) moves to the last page, in place of this entry.
  const pages = data?.adminProducts.pagination.pages ?? 0;
  useEffect(() => {
    if (pages > 0 && page > pages) update({ page: pages > 1 ? pages : null }, { replace: true });
  }, [page, pages, update]);

  useEffect(() => {
    if (error) adminToast.error('Failed to fetch products', errorMessage(error, ''));
  }, [error]);

  const list = (data ?? previousData)?.adminProducts;

  // The dashboard's Restock link of a kind (?kinds=<product id>) opens the product's Kinds once this search lists it.
  const kindsOf = params.get('kinds');
  const listed = data?.adminProducts.items;
  useEffect(() => {
    if (!kindsOf || !listed) return;
    const product = getFragmentData(AdminProductFragment, listed).find((item) => item.id === kindsOf);
    if (!product && loading) return;
    // The URL (an outside system) asks once and the request is consumed below.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reacting to the URL is what effects are for
    if (product) setKinds(product);
    update({ kinds: null }, { replace: true });
  }, [kindsOf, listed, loading, update]);
  const searching = searchText.trim() !== search || (loading && Boolean(search));
  const filtered = Boolean(search) || category !== 'all';

  /** Drops every cached product list (and the edited product) so that each screen reads the new data. */
  async function forgetCachedProducts(productId?: string) {
    if (productId) client.cache.evict({ id: client.cache.identify({ __typename: 'Product', id: productId }) });
    for (const fieldName of PRODUCT_LISTS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
    await refetch();
  }

  async function submit(form: FormData): Promise<boolean> {
    const current = editing;
    if (!current) return false;
    const productId = current.mode === 'edit' ? current.product.id : undefined;
    try {
      const { message } = await saveProduct(form, productId);
      adminToast.success(message || (productId ? PRODUCT_FORM_TEXTS.updated : PRODUCT_FORM_TEXTS.added));
      await forgetCachedProducts(productId).catch((failure) => console.error('Could not reload the products', failure));
      return true;
    } catch (failure) {
      const fallback = productId ? PRODUCT_FORM_TEXTS.updateFailed : PRODUCT_FORM_TEXTS.addFailed;
      adminToast.error((failure instanceof Error && failure.message) || fallback);
      return false;
    }
  }

  async function remove(product: AdminProductFieldsFragment) {
    const confirmed = await confirm({
      title: `Delete ${product.name}?`,
      message: deleteQuestion('product'),
      confirmLabel: 'Delete product',
    });
    if (!confirmed) return;
    setBusyId(product.id);
    try {
      await deleteProduct({ variables: { id: product.id } });
      adminToast.success('Product deleted successfully');
      await forgetCachedProducts(product.id);
    } catch (failure) {
      adminToast.error('Failed to delete product', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  /** The catalogue as the table is filtered, as a CSV file (one row per product). */
  async function exportCatalogue() {
    setExporting(true);
    try {
      await downloadAdminFile('/api/v1/admin/products/export.csv', {
        search: search || undefined,
        category: category === 'all' ? undefined : category,
      });
    } catch (failure) {
      adminToast.error('Failed to export the catalogue', errorMessage(failure, ''));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="stack" aria-labelledby="admin-products-title">
      <div className="admin-head">
        <h1 id="admin-products-title">Products</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
          Add Product
        </button>
      </div>

      <form className="admin-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field grow">
          <label htmlFor="product-search">Search products</label>
          <input
            id="product-search"
            type="search"
            placeholder="Name, brand or category"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="product-category">Category</label>
          <select
            id="product-category"
            value={category}
            onChange={(event) =>
              update({ category: event.target.value === 'all' ? null : event.target.value, page: null })
            }
          >
            <option value="all">All categories</option>
            {categoryNames.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={exporting}
          title="The products this search and category list (all of them without a filter), as a CSV file"
          onClick={() => void exportCatalogue()}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
        {searching && (
          <span className="muted small searching" role="status">
            Searching...
          </span>
        )}
      </form>

      <details className="admin-panel">
        <summary>Import CSV</summary>
        <CatalogueImport onImported={() => forgetCachedProducts()} />
      </details>

      {list && (
        <p className="muted small" aria-live="polite">
          {list.pagination.total > list.items.length
            ? `Showing ${(page - 1) * ADMIN_PRODUCTS_LIMIT + 1}–${(page - 1) * ADMIN_PRODUCTS_LIMIT + list.items.length} of ${list.pagination.total} products`
            : `${list.pagination.total} ${list.pagination.total === 1 ? 'product' : 'products'}`}
        </p>
      )}
      {!list && loading && <Spinner label="Loading products…" />}
      {!list && error && <LoadError message="Failed to fetch products" onRetry={() => void refetch()} />}
      {list && list.items.length === 0 && (
        <EmptyList
          title="No products found"
          hint={filtered ? 'Try adjusting your search criteria' : 'Add your first product to start selling'}
        />
      )}
      {list && list.items.length > 0 && (
        <AdminTable caption="Products" columns={PRODUCT_COLUMNS} className="products-table">
          {getFragmentData(AdminProductFragment, list.items).map((product) => (
            <tr key={product.id}>
              <td className="cell-image">
                <ProductImage
                  src={product.images[0]}
                  cardSrc={product.cardImages[0]}
                  alt={product.name}
                  sizes="56px"
                  className="thumb-lg"
                />
              </td>
              <th scope="row" data-label="Name" className="cell-title">
                {product.name}
                {product.featured && <span className="badge badge-brand">Featured</span>}
                {product.trendy && <span className="badge badge-info">Trendy</span>}
              </th>
              <td data-label="Brand">{product.brand}</td>
              <td data-label="Category">{product.category}</td>
              <td data-label="Condition">{product.condition === 'new' ? 'New' : 'Old'}</td>
              <td data-label="Price">
                <span className="price">
                  {formatPrice(product.finalPrice)}
                  {product.finalPrice < product.price && (
                    <s>
                      <span className="sr-only">Original price </span>
                      {formatPrice(product.price)}
                    </s>
                  )}
                </span>
              </td>
              <td data-label="Stock">{product.stockQuantity}</td>
              <td data-label="Status">
                <span className={`badge ${product.inStock ? 'badge-success' : 'badge-danger'}`}>
                  {product.inStock ? 'In Stock' : 'Out of Stock'}
                </span>
              </td>
              <td data-label="Created" className="nowrap">
                {formatDate(product.createdAt)}
              </td>
              <td className="cell-actions">
                <Link to={productPath(product)} className="btn btn-sm btn-outline" aria-label={`View ${product.name}`}>
                  View
                </Link>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => setEditing({ mode: 'edit', product })}
                  aria-label={`Edit ${product.name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => setKinds(product)}
                  aria-label={`Kinds of ${product.name}`}
                >
                  Kinds{product.variants.length > 0 && ` (${product.variants.length})`}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  disabled={busyId === product.id}
                  onClick={() => void remove(product)}
                  aria-label={`Delete ${product.name}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {list && (
        <Pagination
          page={page}
          pages={list.pagination.pages}
          onChange={(next) => update({ page: next > 1 ? next : null })}
          label="Products pages"
        />
      )}
      {editing && (
        <ProductFormModal
          key={editing.mode === 'edit' ? editing.product.id : 'new'}
          product={editing.mode === 'edit' ? editing.product : null}
          onClose={() => setEditing(null)}
          onSubmit={submit}
          categories={categoryNames}
        />
      )}
      {kinds && (
        <VariantsModal
          key={kinds.id}
          product={kinds}
          onClose={(saved) => {
            const productId = kinds.id;
            setKinds(null);
            if (saved) void forgetCachedProducts(productId);
          }}
        />
      )}
      {confirmDialog}
    </section>
  );
}
