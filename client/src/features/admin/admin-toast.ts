import { ADMIN_TOAST_MS, toast } from '../../ui/toast';

/**
 * Admin toasts: top centre for 3 seconds (spec section 8). A failure keeps the spec's text and adds the
 * server's reason, when it gave one, on a second line.
 */
export const adminToast = {
  success: (message: string) => toast.success(message, { duration: ADMIN_TOAST_MS }),
  error: (message: string, reason?: string) =>
    toast.error(message, { duration: ADMIN_TOAST_MS, detail: reason && reason !== message ? reason : undefined }),
};
