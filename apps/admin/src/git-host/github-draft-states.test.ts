import { type GitHubStandIn, startGitHubStandIn } from 'test-tools/github-stand-in.mjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitHubApi } from './github-api';
import { gitHubDraftStates } from './github-draft-states';
import { gitHubDraftsStore } from './github-drafts-store';
import type { PullRequest } from './github-types';
import { checksFailed, draftStateWords } from './owner-words';

// Where each draft stands on the live site, read from the deploy/preview commit status CI
// sets on the draft's head, in the words `npm start` shows.

const FOLDER = 'apps/mf-services/content/services';
let hub: GitHubStandIn;
let api: ReturnType<typeof gitHubApi>;

beforeEach(async () => {
  hub = await startGitHubStandIn({
    files: {
      [`${FOLDER}/ac.json`]: '{}\n',
      [`${FOLDER}/ro.json`]: '{}\n',
      [`${FOLDER}/gps.json`]: '{}\n',
    },
  });
  api = gitHubApi({ token: 't', root: hub.origin });
  const store = gitHubDraftsStore({ api, repo: 'owner/site' });
  for (const slug of ['ac', 'ro', 'gps']) {
    await store.saveDraft(
      { collection: 'services', slug },
      { path: `${FOLDER}/${slug}.json`, raw: `{"${slug}":1}\n` },
      [],
    );
  }
});
afterEach(() => hub.close());

const status = async (slug: string, body: object) => {
  const pulls = await api.request<PullRequest[]>('GET', '/repos/owner/site/pulls');
  const sha = pulls.find((pull) => pull.head.ref === `cms/services/${slug}`)?.head.sha;
  await api.request('POST', `/repos/owner/site/statuses/${sha}`, {
    context: 'deploy/preview',
    ...body,
  });
};

describe('gitHubDraftStates', () => {
  it('says checking while pending or before CI reported, ready with the preview on success, and in its own words on failure', async () => {
    const why =
      'This change was not published: the preview of the whole site with it failed the site’s automatic checks. The live site is unchanged.';
    await status('ro', { state: 'pending', description: 'preparing the preview' });
    await status('gps', { state: 'pending', description: 'preparing the preview' });
    await status('gps', { state: 'failure', description: why });
    await status('ac', {
      state: 'success',
      target_url: 'https://d1.preview.example/',
      description: 'mf-services 7 on abc',
    });
    // Another context of CI says nothing of the draft.
    await status('ro', { state: 'success', context: 'lint' });

    const states = await gitHubDraftStates(api, 'owner/site');
    expect(states?.toSorted((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      {
        collection: 'services',
        slug: 'ac',
        stage: 'ready',
        words: draftStateWords.ready,
        previewUrl: 'https://d1.preview.example/',
      },
      { collection: 'services', slug: 'gps', stage: 'blocked', words: checksFailed },
      { collection: 'services', slug: 'ro', stage: 'checking', words: draftStateWords.checking },
    ]);
  });

  it("counts only Decap's drafts: a cms/ branch with its label", async () => {
    // A developer's pull request from a branch of their own is no draft.
    const main = hub.repository.branches.get('main') ?? '';
    await api.request('POST', '/repos/owner/site/git/refs', {
      ref: 'refs/heads/fix-footer',
      sha: main,
    });
    await api.request('POST', '/repos/owner/site/pulls', {
      title: 'Fix',
      head: 'owner:fix-footer',
      base: 'main',
    });
    const states = await gitHubDraftStates(api, 'owner/site');
    expect(states?.map((state) => state.slug).sort()).toEqual(['ac', 'gps', 'ro']);
  });

  it('is undefined when it cannot tell: not signed in, or GitHub refusing', async () => {
    expect(await gitHubDraftStates(undefined, 'owner/site')).toBeUndefined();
    expect(await gitHubDraftStates(api, 'owner/elsewhere')).toBeUndefined();
  });
});
