/**
 * The editor's words for the owner, in place of Decap's own (its English phrases, by
 * their keys in decap-cms-locales). Only what the owner meets on the sign-in page, the
 * collections, an entry and the board; the rest stays Decap's.
 */
export const ownerPhrases = {
  auth: { login: 'Sign in', loggingIn: 'Signing in…' },
  app: {
    app: {
      loadingConfig: 'Opening the editor…',
      waitingBackend: "Waiting for the editor's backend…",
    },
    header: {
      content: 'Site content',
      workflow: 'Changes to publish',
      media: 'Pictures',
      quickAdd: 'Add new',
    },
  },
  collection: {
    sidebar: { collections: 'Parts of the site', allCollections: 'Everything' },
    // Decap's "＋" needs a symbol font the owner's machine may lack: words instead.
    entries: {
      loadingEntries: 'Loading the pages…',
      noEntries: 'Nothing here yet',
      unpublishedHeader: 'Changes not yet published',
    },
    collectionTop: {
      newButton: 'Add a %{collectionLabel}',
      // The name a screen reader says is the one on the button.
      newButtonAriaLabel: 'Add a %{collectionLabel}',
    },
  },
  editor: {
    editor: {
      loadingEntry: 'Opening…',
      onPublishing: 'Publish this change? It goes live on the site.',
      onPublishingNotReady: 'Set the status to "Ready" before publishing.',
      onPublishingWithUnsavedChanges: 'Save your change before publishing it.',
      onUpdatingWithUnsavedChanges: 'Save your change before changing its status.',
      onDeleteUnpublishedChanges:
        'Throw away this unpublished change? The live site keeps what it has.',
      onDeleteUnpublishedChangesWithUnsavedChanges:
        'Throw away this unpublished change, and what you typed since saving? The live site keeps what it has.',
    },
    editorControlPane: {
      i18n: {
        writingInLocale: 'Language: %{locale}',
        copyFromLocale: 'Copy from the other language',
        copyFromLocaleConfirm:
          'Copy everything from %{locale}? What this language has now is replaced.',
      },
    },
    editorToolbar: {
      backCollection: ' Back to %{collectionLabel}',
      deployPreviewPendingButtonLabel: 'Look for the preview',
      deployButtonLabel: 'See it on the live site',
      publishing: 'Putting it live…',
      deleteUnpublishedChanges: 'Throw away this change',
      deleteUnpublishedEntry: 'Throw away this new page',
      published: 'Live',
    },
  },
  ui: {
    default: { goBackToSite: 'Back to the site' },
    toast: {
      entrySaved: 'Saved. The preview of your change is being prepared.',
      entryPublished: 'Published: your change is live on the site.',
      // The reason alone, in the owner's words (drafts/publish-when-ready.ts, the backend).
      onFailToPublishEntry: '%{details}',
      onFailToPersist: 'Not saved: %{details}',
      entryUpdated: 'Status changed',
      onDeleteUnpublishedChanges: 'Your unpublished change was thrown away',
    },
  },
  workflow: {
    workflow: {
      loading: 'Loading your changes',
      workflowHeading: 'Changes waiting to go live',
      newPost: 'Start a new page',
      description:
        '%{smart_count} change being written or looked at, %{readyCount} ready to publish. |||| %{smart_count} changes being written or looked at, %{readyCount} ready to publish. ',
    },
    workflowCard: {
      deleteChanges: 'Throw away this change',
      deleteNewEntry: 'Throw away this new page',
      publishChanges: 'Publish this change',
      publishNewEntry: 'Publish this new page',
    },
    workflowList: {
      onDeleteEntry: 'Throw away this change? The live site keeps what it has.',
      onPublishingNotReadyEntry:
        'Only a change in "Ready to publish" can be published: drag its card to that column first.',
      onPublishEntry: 'Publish this change? It goes live on the site.',
      draftHeader: 'Being written',
      inReviewHeader: 'Being looked at',
      readyHeader: 'Ready to publish',
      currentEntries: '%{smart_count} change |||| %{smart_count} changes',
    },
  },
};

type Phrases = { [key: string]: string | Phrases };

/** `base` with `over` laid on it, key by key: Decap's registerLocale replaces a whole language. */
export function withPhrases(base: Phrases, over: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = base[key];
    merged[key] =
      typeof value === 'object' && typeof under === 'object' ? withPhrases(under, value) : value;
  }
  return merged;
}
