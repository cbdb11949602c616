import { notifications } from '@mantine/notifications';

/** Toasts (document 1 §8, document 3 §8). Strings come from the spec, verbatim, at the call site. */
export const notify = {
  success(message: string, options: { autoClose?: number | false } = {}) {
    notifications.show({ message, color: 'green', autoClose: options.autoClose ?? 4000 });
  },
  error(message: string, options: { autoClose?: number | false } = {}) {
    notifications.show({ message, color: 'red', autoClose: options.autoClose ?? 6000 });
  },
};
