import { useEffect, useState } from 'react';
import { defaultLocale, type Locale, localeNames, locales } from 'shared-types';
import { draftOf } from '../drafts/draft-states';
import type { DraftsStore } from '../drafts/drafts-store';
import { type PartCollection, type PartContent, partPath } from '../parts/part-content';
import { PreviewFrame } from '../previews/preview-frame';
import buttonStyles from './buttons.module.css';
import { DraftPanel } from './draft-panel';
import styles from './entry-editor.module.css';
import { languageSchema, pictureFieldOf, textFieldsOf } from './entry-fields';
import {
  type EntryData,
  fieldsIn,
  problemsIn,
  rawOf,
  textIn,
  withPicture,
  withPictureText,
  withText,
} from './entry-file';
import fieldStyles from './fields.module.css';
import { photoFileName, type ReadyPhoto } from './photo';
import { PictureInput } from './picture-input';
import screenStyles from './screen.module.css';
import { TextInput } from './text-input';
import { useDraftStates } from './use-draft-states';

interface Props {
  store: DraftsStore;
  part: PartContent;
  collection: PartCollection;
  slug: string;
  /** The live site's address, for "See it on your website". */
  siteUrl: string | undefined;
}

/** A photo chosen and not saved yet, with the file name it will be saved under. */
interface ChosenPhoto {
  fileName: string;
  photo: ReadyPhoto;
}

type Loaded = { path: string; data: EntryData };

const pathOf = (part: PartContent, collection: PartCollection, slug: string) =>
  partPath(part.app, `${collection.folder}/${slug}.json`);

/** The page's address in a language: '/service/ac', '/hi/service/ac'. */
const pageIn = (collection: PartCollection, slug: string, locale: Locale) => {
  const page = (collection.page ?? '/').replace('{{slug}}', slug);
  return locale === defaultLocale ? page : `/${locale}${page}`;
};

/**
 * One entry on the phone: its texts and its picture in each language, saved as a draft;
 * where the draft stands; the preview; publish. A failed save keeps everything typed.
 */
export function EntryEditor({ store, part, collection, slug, siteUrl }: Props) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [loadProblem, setLoadProblem] = useState<string>();
  const [locale, setLocale] = useState<Locale>(defaultLocale);
  const [chosen, setChosen] = useState<ChosenPhoto>();
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState(false);
  const { states, refresh } = useDraftStates(store);

  useEffect(() => {
    const path = pathOf(part, collection, slug);
    store
      .read({ collection: collection.name, slug }, path)
      .then((file) => setLoaded({ path, data: JSON.parse(file.raw) as EntryData }))
      .catch((error: Error) => setLoadProblem(error.message));
  }, [store, part, collection, slug]);

  // A change typed and not saved is not lost to a tap on Back without a word.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (loadProblem) return <p className={screenStyles.problem}>{loadProblem}</p>;
  if (!loaded) return <p className={screenStyles.loading}>Opening the page…</p>;

  const schema = languageSchema(collection.schema, locale);
  const fields = fieldsIn(loaded.data, collection, locale);
  const picture = pictureFieldOf(schema);
  const draft = states && draftOf(states, collection.name, slug);
  const change = (data: EntryData) => {
    setLoaded({ ...loaded, data });
    setDirty(true);
    setSaved(undefined);
    setPublished(false);
  };

  const save = async () => {
    const found = problemsIn(loaded.data, collection, localeNames);
    setProblems(found);
    if (found.size > 0) {
      setSaved(`Not saved. Please fix: ${[...found.values()].join('; ')}`);
      return;
    }
    setSaving(true);
    setSaved(undefined);
    try {
      const pictures = chosen
        ? [
            {
              path: partPath(part.app, `${part.mediaFolder}/${chosen.fileName}`),
              base64: chosen.photo.base64,
            },
          ]
        : [];
      await store.saveDraft(
        { collection: collection.name, slug },
        { path: loaded.path, raw: rawOf(loaded.data) },
        pictures,
      );
      setDirty(false);
      setSaved(
        'Saved as a draft. It is being checked with the whole site: publish once it is ready.',
      );
      refresh();
    } catch (error) {
      setSaved(
        `Not saved: ${(error as Error).message}. Everything you typed is still here: try again.`,
      );
    } finally {
      setSaving(false);
    }
  };

  const publish = async () => {
    setPublishing(true);
    try {
      await store.publish({ collection: collection.name, slug });
      setPublished(true);
    } catch (error) {
      setSaved(`Not published: ${(error as Error).message}`);
    } finally {
      setPublishing(false);
      refresh();
    }
  };

  const name = collection.identifierField
    ? textIn(fieldsIn(loaded.data, collection, defaultLocale), collection.identifierField)
    : slug;
  const pictureFile = picture ? (fields[picture.name] as EntryData | undefined) : undefined;
  const lang = locale;

  return (
    <>
      <h1 className={screenStyles.title}>{name || slug}</h1>
      <DraftPanel
        draft={draft}
        livePage={
          published && siteUrl ? `${siteUrl}${pageIn(collection, slug, locale)}` : undefined
        }
        previewPage={(url) => new URL(pageIn(collection, slug, locale), url).href}
        publishing={publishing}
        onPublish={() => void publish()}
      />
      {collection.schema.translated && (
        <fieldset className={styles.languages}>
          <legend className={styles.legend}>Language</legend>
          {locales.map((each) => (
            <button
              key={each}
              type="button"
              className={styles.language}
              aria-pressed={each === locale}
              lang={each}
              onClick={() => setLocale(each)}
            >
              {localeNames[each]}
            </button>
          ))}
        </fieldset>
      )}
      <form
        className={fieldStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {textFieldsOf(schema).map((field) => (
          <TextInput
            key={`${locale}:${field.name}`}
            field={field}
            lang={lang}
            value={textIn(fields, field.name)}
            problem={problems.get(`${locale}:${field.name}`)}
            onChange={(value) =>
              change(withText(loaded.data, collection, locale, field.name, value))
            }
          />
        ))}
        {picture && (
          <PictureInput
            label={picture.label}
            current={textIn(pictureFile ?? {}, 'src')}
            chosen={chosen?.photo}
            onChosen={(photo) => {
              const fileName = photoFileName(slug);
              setChosen({ fileName, photo });
              change(withPicture(loaded.data, collection, picture.name, fileName));
            }}
          />
        )}
        {picture?.alt && (
          <TextInput
            key={`${locale}:${picture.name}.alt`}
            field={picture.alt}
            lang={lang}
            value={textIn(pictureFile ?? {}, 'alt')}
            problem={problems.get(`${locale}:${picture.name}.alt`)}
            onChange={(value) =>
              change(withPictureText(loaded.data, collection, locale, picture.name, value))
            }
          />
        )}
        <div className={styles.saveBar}>
          {saved && (
            <p className={styles.saved} role="status">
              {saved}
            </p>
          )}
          <button type="submit" className={buttonStyles.button} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      {part.previewFrame && (
        <section className={styles.preview} aria-label="How the page will look">
          <h2 className={screenStyles.subtitle}>How the page will look</h2>
          <PreviewFrame
            src={part.previewFrame}
            title={`Preview of ${name || slug}`}
            message={{
              type: 'jac:owner-preview',
              collection: collection.name,
              slug,
              locale,
              data: fields,
              pictures: chosen ? { [chosen.fileName]: chosen.photo.dataUrl } : {},
            }}
          />
        </section>
      )}
    </>
  );
}
