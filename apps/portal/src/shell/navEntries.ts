import { pathsOf } from '../routing/match';
import { routes } from '../routing/routes';

/** The side navigation's pages (spec section 2): the route table's `nav` entries, in its order; Đăng xuất follows them. */
export const navEntries = pathsOf(routes, (route) => route.nav !== undefined).map(
  ({ path, route }) => ({ to: path, label: route.nav! }),
);
