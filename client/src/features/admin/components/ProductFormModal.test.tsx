import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductFieldsFragment } from '../../../gql/graphql';
import { Toaster } from '../../../ui/toast';
import { ProductFormModal } from './ProductFormModal';

const REQUIRED = 'Please fill in all required fields and ensure stock is 0 or more';
/** A file that starts like a PNG (its 8-byte signature), as the dialog checks the content. */
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });

const existing: AdminProductFieldsFragment = {
  id: 'p1',
  slug: 'anker-20w-charger-3fa2b1',
  name: 'Anker 20W Charger',
  description: 'Small and fast.',
  brand: 'Anker',
  category: 'Chargers',
  condition: 'new',
  price: 2500,
  discountPrice: 1999,
  finalPrice: 1999,
  stockQuantity: 4,
  inStock: true,
  tags: ['usb-c', 'pd'],
  featured: true,
  trendy: false,
  images: ['/images/products/a.webp'],
  cardImages: ['/images/products/a-400.webp'],
  createdAt: '2025-01-01T00:00:00.000Z',
  options: [],
  variants: [],
};

function renderModal(product: AdminProductFieldsFragment | null = null) {
  const onSubmit = jest.fn(async (_form: FormData) => true);
  const onClose = jest.fn();
  render(
    <>
      <Toaster />
      <ProductFormModal product={product} onClose={onClose} onSubmit={onSubmit} />
    </>,
  );
  return {
    onSubmit,
    onClose,
    dialog: screen.getByRole('dialog', { name: product ? 'Edit Product' : 'Add Product' }),
    user: userEvent.setup(),
  };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, stock = '5') {
  await user.type(screen.getByLabelText('Name *'), 'Baseus Cable');
  await user.type(screen.getByLabelText('Description *'), 'Braided USB-C cable.');
  await user.type(screen.getByLabelText('Price (Rs.) *'), '999');
  await user.selectOptions(screen.getByLabelText('Category *'), 'Cables');
  await user.type(screen.getByLabelText('Brand *'), 'Baseus');
  if (stock) await user.type(screen.getByLabelText('Stock Quantity *'), stock);
}

describe('ProductFormModal validation', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the previews only need distinct strings.
    let next = 0;
    URL.createObjectURL = () => `blob:preview-${++next}`;
    URL.revokeObjectURL = () => undefined;
  });

  afterEach(() => {
    // Toasts live in a module-level store: dismiss them so each test starts without any.
    for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button);
    cleanup();
  });

  it('refuses an empty form with the required-fields toast and marks the missing fields', async () => {
    const { dialog, onSubmit, user } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    for (const label of ['Name *', 'Description *', 'Price (Rs.) *', 'Category *', 'Brand *', 'Stock Quantity *']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('refuses a stock below 0 or a missing stock with the same toast', async () => {
    const { dialog, onSubmit, user } = renderModal();
    await fillRequired(user, '');
    fireEvent.change(screen.getByLabelText('Stock Quantity *'), { target: { value: '-1' } });
    expect(screen.getByLabelText('Stock Quantity *')).toHaveValue(-1);
    await user.upload(screen.getByLabelText('Product Images *'), png('cable.png'));
    // sonner's store is module-wide and replays a toast of an earlier test into this test's Toaster: count anew.
    const before = screen.queryAllByText(REQUIRED).length;
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryAllByText(REQUIRED).length).toBeGreaterThan(before));
    expect(screen.getByLabelText('Name *')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Stock Quantity *')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one image when adding', async () => {
    const { dialog, onSubmit, user } = renderModal();
    await fillRequired(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Please add at least one product image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts image files only, at most 5, with a preview each', async () => {
    const { user } = renderModal();
    const input = screen.getByLabelText('Product Images *');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(input, [png('a.png'), notes]);
    expect(
      await screen.findAllByText(
        'notes.txt is not an image file. Only image files are allowed (PNG, JPEG, WebP or GIF).',
      ),
    ).not.toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(1);

    await user.upload(input, [png('b.png'), png('c.png'), png('d.png'), png('e.png'), png('f.png')]);
    expect(await screen.findAllByText('Maximum 5 images allowed')).not.toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(1);

    await user.upload(input, [png('b.png'), png('c.png'), png('d.png'), png('e.png')]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(4);
  });

  it('checks the content, not the name: a text file named fake.png is refused by name, marked and not previewed', async () => {
    const { dialog } = renderModal();
    const input = screen.getByLabelText('Product Images *');
    const fake = new File(['just some text, not a picture'], 'fake.png', { type: 'image/png' });
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46])], 'photo.jpg', {
      type: 'image/jpeg',
    });
    const webp = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])], 'shot.webp', {
      type: 'image/webp',
    });
    const gif = new File(['GIF89a...'], 'anim.gif', { type: 'image/gif' });
    await userEvent.setup().upload(input, [fake, jpeg, webp, gif]);
    const message = 'fake.png is not an image file. Only image files are allowed (PNG, JPEG, WebP or GIF).';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('fake.png is not an image file'));
    expect(screen.getAllByRole('img', { name: /^Preview of/ }).map((img) => img.getAttribute('alt'))).toEqual([
      'Preview of photo.jpg',
      'Preview of shot.webp',
      'Preview of anim.gif',
    ]);

    await userEvent
      .setup()
      .upload(input, [
        new File(['%PDF-1.4'], 'a.jpg', { type: 'image/jpeg' }),
        new File(['<svg/>'], 'b.gif', { type: 'image/gif' }),
      ]);
    expect(
      await within(dialog).findByText(
        'a.jpg and b.gif are not image files. Only image files are allowed (PNG, JPEG, WebP or GIF).',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(3);
  });

  it('sends the multipart fields, optional ones only when filled, and one images entry per picture', async () => {
    const { dialog, onSubmit, onClose, user } = renderModal();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Tags'), 'braided, usb-c');
    await user.click(screen.getByLabelText('Trendy'));
    await user.upload(screen.getByLabelText('Product Images *'), [png('a.png'), png('b.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = onSubmit.mock.calls[0][0];
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'images'))).toEqual({
      name: 'Baseus Cable',
      description: 'Braided USB-C cable.',
      price: '999',
      category: 'Cables',
      brand: 'Baseus',
      condition: 'new',
      featured: 'false',
      trendy: 'true',
      stockQuantity: '5',
      tags: 'braided, usb-c',
    });
    expect(form.has('discountPrice')).toBe(false);
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(onClose).toHaveBeenCalled();
  });

  it('edits without new images (the old ones are kept) and fills every field from the product', async () => {
    const { dialog, onSubmit, user } = renderModal(existing);
    expect(screen.getByLabelText('Name *')).toHaveValue('Anker 20W Charger');
    expect(screen.getByLabelText('Discount Price (Rs.)')).toHaveValue(1999);
    expect(screen.getByLabelText('Tags')).toHaveValue('usb-c, pd');
    expect(screen.getByLabelText('Featured')).toBeChecked();
    expect(screen.getByRole('img', { name: 'Current image 1 of Anker 20W Charger' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const form = onSubmit.mock.calls[0][0];
    expect(form.getAll('images')).toEqual([]);
    expect(form.get('discountPrice')).toBe('1999');
  });

  it('closes on Escape', async () => {
    const { onClose, user } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
