export * from './composition';
export * from './contract';
export * from './enquiry';
export * from './locale';
export * from './opening-hours';
export * from './prerender';
export * from './routes';
export * from './site-config';
