// @ts-check
import { describe, expect, it } from 'vitest';
import { draftRoutes } from './draft-routes.mjs';

/** What the route answered, or that it passed the request on to decap-server. */
async function answer(/** @type {unknown} */ body, drafts = {}) {
  /** @type {{ status?: number, json?: unknown, next?: boolean }} */
  const seen = {};
  const response = {
    statusCode: 200,
    on: () => response,
    status(/** @type {number} */ code) {
      seen.status = code;
      return response;
    },
    json(/** @type {unknown} */ json) {
      seen.json = json;
    },
  };
  await draftRoutes(/** @type {any} */ (drafts), () => {})(
    { body: /** @type {any} */ (body) },
    /** @type {any} */ (response),
    () => {
      seen.next = true;
    },
  );
  return seen;
}

describe("the drafts' routes", () => {
  it("answer the editor's question of every draft's state, by collection and entry", async () => {
    const drafts = {
      ownerStates: () => [
        { branch: 'cms/services/ac', stage: 'checking', words: 'Checking', secondsLeft: 12 },
      ],
    };
    expect(await answer({ action: 'draftStates', params: {} }, drafts)).toEqual({
      json: {
        drafts: [
          {
            collection: 'services',
            slug: 'ac',
            stage: 'checking',
            words: 'Checking',
            secondsLeft: 12,
          },
        ],
      },
    });
  });

  it('refuse a collection or entry name that is not one, before any git command', async () => {
    const untouched = {
      publish: () => expect.unreachable(),
      deployPreview: () => expect.unreachable(),
    };
    for (const params of [
      { collection: 'services', slug: '../../main' },
      { collection: 'services;rm', slug: 'ac' },
      { collection: 'services' },
    ]) {
      for (const action of [
        'publishUnpublishedEntry',
        'getDeployPreview',
        'deleteUnpublishedEntry',
      ]) {
        expect(
          await answer({ action, params }, untouched),
          `${action} ${JSON.stringify(params)}`,
        ).toMatchObject({
          status: 422,
        });
      }
    }
    expect(
      await answer(
        {
          action: 'persistEntry',
          params: {
            options: { useWorkflow: true, collectionName: 'x' },
            dataFiles: [{ slug: '..' }],
          },
        },
        untouched,
      ),
    ).toMatchObject({ status: 422 });
  });

  it('refuse a publish with the words the drafts give, and pass an allowed one to decap-server', async () => {
    const refused = await answer(
      { action: 'publishUnpublishedEntry', params: { collection: 'services', slug: 'ac' } },
      { publish: async () => ({ ok: false, why: 'still being prepared' }) },
    );
    expect(refused).toEqual({ status: 409, json: { error: 'still being prepared' } });
    const allowed = await answer(
      { action: 'publishUnpublishedEntry', params: { collection: 'services', slug: 'ac' } },
      { publish: async () => ({ ok: true }) },
    );
    expect(allowed).toEqual({ next: true });
  });
});
