import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, KeyboardEvent, useRef, useState } from 'react';
import { getFragmentData } from '../../../gql';
import type { AdminCategoryFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { adminToast } from '../admin-toast';
import {
  AddCategoryMutation,
  AdminCategoriesQuery,
  AdminCategoryFieldsFragment as CategoryFields,
  DeleteCategoryMutation,
  MoveCategoryMutation,
  RemoveCategoryPictureMutation,
  RenameCategoryMutation,
  SetCategoryHiddenMutation,
} from '../categories.graphql';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { useConfirm } from '../components/useConfirm';
import { saveCategoryPicture } from '../product-api';

const COLUMNS = ['Category', 'Products', 'Hidden', 'Picture'];
const NAME_MAX = 40;

/** The shop's lists that follow the categories: read again from the server after a change. */
function forgetShopLists(cache: ApolloCache) {
  for (const fieldName of [
    'productCategories',
    'categoryCards',
    'categories',
    'products',
    'productOptionValues',
    'adminProducts',
  ])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** /admin/categories: the merchant's categories in order; add, rename, reorder, hide, a picture, delete. */
export function AdminCategoriesPage() {
  usePageTitle('Categories | Admin');
  const { data, loading, error, refetch } = useQuery(AdminCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const written = { update: forgetShopLists };
  const [add, { loading: adding }] = useMutation(AddCategoryMutation, written);
  const [rename] = useMutation(RenameCategoryMutation, written);
  const [setHidden] = useMutation(SetCategoryHiddenMutation, written);
  const [removePicture] = useMutation(RemoveCategoryPictureMutation, written);
  const [remove] = useMutation(DeleteCategoryMutation, written);
  const [move] = useMutation(MoveCategoryMutation, {
    update(cache, { data: moved }) {
      if (moved) cache.writeQuery({ query: AdminCategoriesQuery, data: { adminCategories: moved.moveCategory } });
      forgetShopLists(cache);
    },
  });
  const [confirmDialog, confirm] = useConfirm();
  const [newName, setNewName] = useState('');
  const [failure, setFailure] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pictureFor = useRef<AdminCategoryFieldsFragment | null>(null);

  const categories = data ? getFragmentData(CategoryFields, data.adminCategories) : undefined;

  /** Runs one change of one row, with its toasts; answers whether it went through. */
  async function change(id: string, done: string, failed: string, work: () => Promise<unknown>): Promise<boolean> {
    setBusyId(id);
    try {
      await work();
      adminToast.success(done);
      return true;
    } catch (problem) {
      adminToast.error(failed, errorMessage(problem, problem instanceof Error ? problem.message : ''));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function submitNew(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const name = newName.trim();
    if (!name) {
      setFailure('Please enter a category name');
      return;
    }
    try {
      await add({ variables: { name } });
      adminToast.success('Category added');
      setNewName('');
      await refetch();
    } catch (problem) {
      const message = errorMessage(problem, 'Failed to add the category');
      setFailure(message);
      adminToast.error('Failed to add the category', message);
    }
  }

  async function saveName() {
    if (!editing) return;
    const { id, name } = editing;
    const saved = await change(id, 'Category renamed', 'Failed to rename the category', () =>
      rename({ variables: { id, name: name.trim() } }),
    );
    if (saved) setEditing(null);
  }

  function onNameKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void saveName();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
    }
  }

  async function askDelete(category: AdminCategoryFieldsFragment) {
    const confirmed = await confirm({
      title: `Delete ${category.name}?`,
      message: 'The category leaves the shop for good.',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const deleted = await change(category.id, 'Category deleted', 'Failed to delete the category', () =>
      remove({ variables: { id: category.id } }),
    );
    if (deleted) await refetch();
  }

  function pickPicture(category: AdminCategoryFieldsFragment) {
    pictureFor.current = category;
    fileInput.current?.click();
  }

  async function uploadPicture(file: File | undefined) {
    const category = pictureFor.current;
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !category) return;
    const saved = await change(category.id, 'Picture saved', 'Failed to save the picture', () =>
      saveCategoryPicture(category.id, file),
    );
    if (saved) await refetch();
  }

  return (
    <section className="stack" aria-labelledby="categories-title">
      <div className="admin-head">
        <h1 id="categories-title">Categories</h1>
      </div>
      <form className="panel" onSubmit={(event) => void submitNew(event)} noValidate aria-label="Add category">
        <p className="muted small">
          The shop&apos;s menu, filters and home page list the categories in this order. A hidden category stays out of
          the shop; its products can still be found by search.
        </p>
        <div className="field">
          <label htmlFor="category-new-name">Category name</label>
          <input
            id="category-new-name"
            value={newName}
            maxLength={NAME_MAX}
            onChange={(event) => setNewName(event.target.value)}
            autoComplete="off"
          />
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={adding} aria-busy={adding}>
          {adding ? 'Adding...' : 'Add category'}
        </button>
      </form>

      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void uploadPicture(event.target.files?.[0])}
      />

      {!categories && loading && <Spinner label="Loading the categories…" />}
      {!categories && error && <LoadError message="Failed to load the categories" onRetry={() => void refetch()} />}
      {categories && categories.length === 0 && (
        <EmptyList title="No categories yet" hint="Add the first category above" />
      )}
      {categories && categories.length > 0 && (
        <AdminTable caption="Categories in the shop's order" columns={COLUMNS} className="categories-table">
          {categories.map((category, index) => {
            const busy = busyId === category.id;
            const renaming = editing?.id === category.id;
            return (
              <tr key={category.id} aria-busy={busy}>
                <th scope="row" className="cell-title cell-break">
                  {renaming ? (
                    <span className="category-rename">
                      <label htmlFor={`category-name-${category.id}`} className="sr-only">
                        New name for {category.name}
                      </label>
                      <input
                        id={`category-name-${category.id}`}
                        className="input"
                        value={editing.name}
                        maxLength={NAME_MAX}
                        // eslint-disable-next-line jsx-a11y/no-autofocus -- the admin asked to rename this row
                        autoFocus
                        onChange={(event) => setEditing({ id: category.id, name: event.target.value })}
                        onKeyDown={onNameKey}
                      />
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={busy}
                        onClick={() => void saveName()}
                      >
                        Save
                      </button>
                      <button type="button" className="btn btn-sm btn-outline" onClick={() => setEditing(null)}>
                        Cancel
                      </button>
                    </span>
                  ) : (
                    <>
                      {category.name}
                      {category.hidden && <span className="badge badge-warning">Hidden</span>}
                    </>
                  )}
                </th>
                <td data-label="Products">{category.productCount}</td>
                <td data-label="Hidden">
                  <label className="category-hidden">
                    <input
                      type="checkbox"
                      checked={category.hidden}
                      disabled={busy}
                      onChange={(event) => {
                        const hidden = event.target.checked;
                        void change(
                          category.id,
                          hidden ? `${category.name} hidden` : `${category.name} shown`,
                          'Failed to change the category',
                          () => setHidden({ variables: { id: category.id, hidden } }),
                        );
                      }}
                    />
                    <span className="sr-only">Hide {category.name} from the shop</span>
                    <span aria-hidden="true">{category.hidden ? 'Hidden' : 'Shown'}</span>
                  </label>
                </td>
                <td data-label="Picture">
                  <span className="category-picture">
                    {category.cardPicture && <img src={category.cardPicture} alt="" width={40} height={40} />}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={busy}
                      onClick={() => pickPicture(category)}
                      aria-label={`${category.picture ? 'Change' : 'Upload'} the picture of ${category.name}`}
                    >
                      {category.picture ? 'Change' : 'Upload'}
                    </button>
                    {category.picture && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline"
                        disabled={busy}
                        onClick={() =>
                          void change(category.id, 'Picture removed', 'Failed to remove the picture', () =>
                            removePicture({ variables: { id: category.id } }),
                          )
                        }
                        aria-label={`Remove the picture of ${category.name}`}
                      >
                        Remove
                      </button>
                    )}
                  </span>
                </td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={busy || index === 0}
                    onClick={() =>
                      void change(category.id, `${category.name} moved up`, 'Failed to move the category', () =>
                        move({ variables: { id: category.id, direction: 'UP' } }),
                      )
                    }
                    aria-label={`Move ${category.name} up`}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={busy || index === categories.length - 1}
                    onClick={() =>
                      void change(category.id, `${category.name} moved down`, 'Failed to move the category', () =>
                        move({ variables: { id: category.id, direction: 'DOWN' } }),
                      )
                    }
                    aria-label={`Move ${category.name} down`}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={busy || renaming}
                    onClick={() => setEditing({ id: category.id, name: category.name })}
                    aria-label={`Rename ${category.name}`}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline text-danger"
                    disabled={busy}
                    onClick={() => void askDelete(category)}
                    aria-label={`Delete ${category.name}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {confirmDialog}
    </section>
  );
}
