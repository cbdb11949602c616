import { Notifications } from '@mantine/notifications';

/**
 * Where toasts render. Loaded right after the first paint (`AppProvider`): the container brings
 * react-transition-group, a portal and a scroll lock. `notify` writes to Mantine's store, which
 * holds toasts shown before this mounts and shows them once it does.
 */
export function Toasts() {
  return <Notifications position="top-right" limit={5} />;
}
