/**
 * The post feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { existingPostIds } from './existing-posts.ts';
export { postNames } from './post-names.ts';
export { insertPosts, type NewPost } from './post-inserts.ts';
export { postsAmong } from './posts-among.ts';
