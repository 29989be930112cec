/**
 * The shell's word to the parts that the first load is done: once the page is hydrated
 * and the browser idle, the shell sets this attribute on <html> and fires this event on
 * window, and starts warming the other parts. Work a page can put off (the carousel's
 * slideshow) waits for it, so it never competes with the page becoming usable
 * (decision 014). A part running alone (its development server) gives the word itself.
 */
export const PAGE_IDLE_ATTRIBUTE = 'data-page-idle';
export const PAGE_IDLE_EVENT = 'jac:page-idle';
