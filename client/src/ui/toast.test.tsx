import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from './toast';

describe('toasts', () => {
  afterEach(cleanup);

  it('announces a failure as an alert with its detail, and a toast given the same id replaces the earlier one', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Failed to place order', { detail: 'Need help? Call us at +92 42 3571 0000' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to place order');
    expect(alert).toHaveTextContent('Need help? Call us at +92 42 3571 0000');

    let id = 0;
    act(() => {
      id = toast.success('Added to cart successfully!');
    });
    act(() => {
      toast.success('Added to cart successfully!', { id });
    });
    await waitFor(() => expect(screen.getAllByText('Added to cart successfully!')).toHaveLength(1));
    expect(screen.getByText('Added to cart successfully!').closest('[role="status"]')).not.toBeNull();
  });

  it('offers a Dismiss button that the keyboard reaches', async () => {
    render(<Toaster />);
    act(() => {
      toast('Order cancelled successfully', { duration: 60_000 });
    });
    const close = await screen.findByRole('button', { name: 'Dismiss notification' });
    expect(close.tagName).toBe('BUTTON');
    expect(close).not.toHaveAttribute('tabindex', '-1');
  });
});
