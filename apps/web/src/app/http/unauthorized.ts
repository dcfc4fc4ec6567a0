/**
 * Who handles a business code 401 (the router sends the visitor to login, router.ts). Its own module so
 * that the router registers the handler without loading the HTTP client (axios) with the first screen.
 */
let unauthorizedHandler: () => void = () => {};

/** The app decides where a lost session goes (login with the redirect query); see router.ts. */
export function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

export function onUnauthorized() {
  unauthorizedHandler();
}
