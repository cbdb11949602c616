import { NotBuiltRoute } from './not-built';

export function TrailerCustomerLocationRoute() {
  return <NotBuiltRoute title="Trailer at Customer Location" />;
}
