/** The feature's public file. The route error page is the one page loaded with the entry (a crash must draw without another download); 401 and 404 are lazy-loaded by the route table. */
export { RouteErrorPage } from './RouteErrorPage';
