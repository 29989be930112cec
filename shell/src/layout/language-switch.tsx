import { Link, useLocation } from 'react-router-dom';
import { localeNames } from 'shared-types';
import { translatedPath } from 'shared-ui/site';
import { useLocale } from '../app/use-locale';

/**
 * The same page in the other language. A plain link with hreflang, so it works before the
 * app starts and without it; the URL carries the language, so nothing is remembered. Its
 * words are the other language's own name, marked with that language for screen readers.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = useLocale() === 'hi' ? 'en' : 'hi';
  return (
    <Link
      to={`${translatedPath(pathname, other)}${search}`}
      className={className}
      hrefLang={other}
      lang={other}
      data-language-switch=""
    >
      {localeNames[other]}
    </Link>
  );
}
