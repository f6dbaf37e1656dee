export * from '@league/read-models/home';
