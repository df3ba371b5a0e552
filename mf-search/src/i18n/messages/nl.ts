/** Dutch texts of mf-search: the reference, every locale has exactly these keys. */
export const messages = {
  'members.title': 'Search',
};
