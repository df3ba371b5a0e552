/** Dutch texts of mf-likes: the reference, every locale has exactly these keys. */
export const messages = {
  'likes.title': 'Likes',
};
