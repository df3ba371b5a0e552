/** pl texts of mf-landers. */
import type { Messages } from '../texts';

export const messages: Messages = {
  'token.notFound': 'Ta strona nie istnieje',
  'token.home': 'Wróć na stronę główną',
  'head.pages-terms.title': 'Regulamin – {site}',
  'head.pages-terms.description': 'Regulamin {site}: członkostwo, kredyty i premium, profile fikcyjne, zasady zachowania i rezygnacja.',
  'head.pages-privacy.title': 'Polityka prywatności – {site}',
  'head.pages-privacy.description': 'Jak {site} przetwarza Twoje dane osobowe zgodnie z RODO, jak długo je przechowujemy i jakie masz prawa.',
  'head.pages-cookies.title': 'Polityka cookies – {site}',
  'head.pages-cookies.description': 'Jakich plików cookie i pamięci lokalnej używa {site} i dlaczego: tylko niezbędne, bez śledzących cookies stron trzecich.',
  'head.pages-ban.title': 'Zakaz dostępu – {site}',
  'head.pages-ban.description': 'Kiedy {site} blokuje konto lub adres IP, co oznacza blokada i jak się od niej odwołać.',
  'head.pages-faq.title': 'Najczęstsze pytania – {site}',
  'head.pages-faq.description': 'Odpowiedzi o {site}: darmowa rejestracja, kredyty, premium, profile fikcyjne, usunięcie konta i zwroty.',
  'head.pages-return-policy.title': 'Zasady zwrotów – {site}',
  'head.pages-return-policy.description': 'Twoje prawo odstąpienia w {site}: jak odstąpić od zakupu kredytów i poprosić o zwrot.',
  'head.pages-service.title': 'Obsługa klienta – {site}',
  'head.pages-service.description': 'Skontaktuj się z obsługą klienta {site} e-mailem lub telefonicznie. Odpowiadamy w ciągu dwóch dni roboczych.',
  'index.title': 'Landers',
};
