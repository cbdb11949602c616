import { NotBuiltRoute } from './not-built';

export function ExceptionListRoute() {
  return <NotBuiltRoute title="Exception List" />;
}
