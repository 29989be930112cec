export * from './contract';
export * from './enquiry';
export * from './preview-site-config';
export * from './routes';
export * from './site-config';
