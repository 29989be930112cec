import styles from './notice.module.css';

/**
 * The class names of a notice page (the site's not-found page, a part that is down, a
 * service that does not exist): one look for every part, written once.
 */
export const noticeClasses: Readonly<Record<'page' | 'title' | 'text' | 'actions', string>> = {
  page: styles.page ?? '',
  title: styles.title ?? '',
  text: styles.text ?? '',
  actions: styles.actions ?? '',
};
