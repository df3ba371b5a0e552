/** Dutch texts of mf-landers: the reference, every locale has exactly these keys. */
export const messages = {
  'index.title': 'Landers',
};
