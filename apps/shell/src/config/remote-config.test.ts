import { describe, expect, it } from 'vitest';
import { parseRemoteConfig, RemoteConfigError } from './remote-config';

const release = { version: '1.2.0', contract: '1.0.0' };
const valid = {
  mf_marketing: { entry: 'http://localhost:4001/remoteEntry.js', ...release },
  mf_services: { entry: 'https://cdn.example.com/services/remoteEntry.js', ...release },
  mf_contact: { entry: '/contact/remoteEntry.js', ...release },
};

describe('parseRemoteConfig', () => {
  it('accepts absolute and site-relative entry URLs, resolving the latter', () => {
    const config = parseRemoteConfig(valid);
    expect(config.mf_services.entry).toBe('https://cdn.example.com/services/remoteEntry.js');
    expect(config.mf_contact.entry).toBe(`${window.location.origin}/contact/remoteEntry.js`);
  });

  it('names the remote whose entry is missing', () => {
    const { mf_contact: _, ...withoutContact } = valid;
    expect(() => parseRemoteConfig(withoutContact)).toThrow(
      new RemoteConfigError(
        'remotes.json: "mf_contact.entry" must be the URL of its remoteEntry.js',
      ),
    );
  });

  it('requires each remote to say its version and contract', () => {
    const withoutContract = {
      ...valid,
      mf_services: { entry: valid.mf_services.entry, version: '1.0.0' },
    };
    expect(() => parseRemoteConfig(withoutContract)).toThrow(
      'remotes.json: "mf_services" must give its "version" and "contract" as x.y.z',
    );
  });

  it('rejects something that is not an object', () => {
    expect(() => parseRemoteConfig(null)).toThrow(RemoteConfigError);
    expect(() => parseRemoteConfig('remotes')).toThrow(RemoteConfigError);
  });
});
