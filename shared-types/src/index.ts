export * from './composition';
export * from './contract';
export * from './locale';
export * from './opening-hours';
export * from './page-idle';
export * from './prerender';
export * from './routes';
export * from './site-config';
