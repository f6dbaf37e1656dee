export * from './routes';
export * from './match';
export * from './titles';
export * from './page-titles';
export * from './brand';
export * from './rendered-page';
