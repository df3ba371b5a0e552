import { describe, expect, test } from '@jest/globals';
import { safetyConcerns } from './safety';

describe('safety notes', () => {
  test.each([
    ['Bel me op 06-12345678', 'contact'],
    ['Call me: +44 20 7946 0958', 'contact'],
    ['Mail me at lisa.b@example.com', 'contact'],
    ['Add me on WhatsApp!', 'contact'],
    ['Mein Snap ist @lisa_b', 'contact'],
    ['t.me/lisa', 'contact'],
  ])('a contact swap: %s', (text, concern) => {
    expect(safetyConcerns(text)).toContain(concern);
  });

  test.each([
    'Kun je me wat geld lenen?', 'Kannst du mir Geld überweisen?', 'Peux-tu faire un virement ?', '¿Me mandas una tarjeta regalo?',
    'Mi fai un bonifico?', 'Kan du overføre penge?', 'Kan du föra över pengar till mitt bankkonto?', 'Voitko lähettää rahaa?',
    'Czy możesz zrobić przelew?', 'Send me a gift card', 'Invest in bitcoin with me', 'My IBAN is NL91ABNA0417164300', 'Potrzebuję pieniędzy',
  ])('money talk: %s', (text) => {
    expect(safetyConcerns(text)).toContain('money');
  });

  test.each([
    'Hoi! Hoe was je weekend?', 'I love long walks on the beach', 'Ich wohne in Berlin seit 2019', 'On se voit samedi ?', 'Mi piace il cinema',
    'Heb je zin om iets te drinken?', 'Banquet? No, a picnic', 'Ik ben 34 en woon in Utrecht',
  ])('an ordinary message raises nothing: %s', (text) => {
    expect(safetyConcerns(text)).toEqual([]);
  });

  test('a message without text (a gift) raises nothing', () => {
    expect(safetyConcerns(null)).toEqual([]);
  });
});
