export * from './builtin-posters.ts';
export * from './organizer-pages.ts';
export * from './public-pages.ts';
export * from './scripts.ts';
