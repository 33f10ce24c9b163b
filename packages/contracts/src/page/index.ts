export * from './builtin-posters.ts';
export * from './public-pages.ts';
export * from './scripts.ts';
