export * from './routes';
export * from './match';
export * from './titles';
export * from './hrefs';
export * from './brand';
