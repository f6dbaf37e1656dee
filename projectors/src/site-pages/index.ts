export * from '@league/read-models/site-pages';
