// The media module's public entry: what other modules may use (the import rules in
// .dependency-cruiser.cjs refuse any other way in).
export { eventImagesRepository } from './event-images-repository.ts';
export { POSTER_VARIANTS, processPoster } from './poster-images.ts';
