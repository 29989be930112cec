// The editor's own pages, by address on its origin (apps/admin/vite.config.ts builds each): in
// config/, beneath the screens that link to one another, so none reaches up into another.

/** The owner's numbers (numbers.html): its link, and the phone screen's button. */
export const NUMBERS_PAGE = '/numbers.html';

/** The full editor, Decap: every page and setting, best on a computer. */
export const FULL_EDITOR_PAGE = '/full-editor.html';
