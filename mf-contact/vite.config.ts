import { defineConfig } from 'vite';
import { appConfig } from '../build-config/app-config.ts';

// Name, port, routes and exposes: composition.json.
export default defineConfig(appConfig({ appDir: import.meta.dirname, remote: 'mf_contact' }));
