import { NotBuiltRoute } from './not-built';

export function ExceptionDetailsRoute() {
  return <NotBuiltRoute title="Exception Details" />;
}
