/** Polish company pages. */
import type { ContentBuilder } from './types';

export const content: ContentBuilder = (f) => ({
  labels: {
    heading: 'Dane firmy',
    company: 'Firma',
    address: 'Adres',
    registration: 'Nr rejestru handlowego (KvK)',
    vat: 'Nr VAT',
    tradenames: 'Nazwy handlowe',
    phone: 'Telefon',
    email: 'E-mail',
    version: 'Wersja',
  },
  pages: {
    terms: {
      title: 'Regulamin',
      intro: `${f.site} (${f.domain}) to serwis prowadzony przez ${f.company}, która ustala niniejszy regulamin korzystania z niego. Rejestrując się, akceptujesz go. Wersja z dnia ${f.termsDate}.`,
      sections: [
        { heading: '1. Serwis', paragraphs: [`${f.site} to platforma internetowa, na której dorośli poznają się i czatują. ${f.company} świadczy usługę; powodzenie kontaktu nie jest gwarantowane.`] },
        { heading: '2. Członkostwo', paragraphs: [`Musisz mieć co najmniej ${f.minAge} lat. Przy rejestracji podajesz prawdziwe dane, zachowujesz hasło w tajemnicy i masz tylko jedno konto. Konto jest osobiste i nieprzenoszalne.`] },
        { heading: '3. Kredyty i premium', paragraphs: [`Wiadomości, zdjęcia i prezenty kosztują kredyty; wiadomość kosztuje ${f.messageCredits} kredytów. Kredyty kupujesz w pakietach po cenie pokazanej przed płatnością. Pierwszy zakup daje status członka premium: widzisz wszystkie zdjęcia i korzystasz ze wszystkich funkcji premium. Kredyty nie są pieniędzmi, są zwracane tylko zgodnie z zasadami zwrotów i wygasają po ostatecznym usunięciu konta.`] },
        { heading: '4. Profile fikcyjne', paragraphs: ['Część profili jest fikcyjna i prowadzona przez naszych pracowników w celach rozrywkowych. Są one oznaczone symbolem. Kontakt fizyczny z nimi nie jest możliwy i nie umawia się z nimi spotkań.'] },
        { heading: '5. Zasady zachowania', paragraphs: ['Szanujesz innych członków. Niedozwolone są m.in.:'], list: ['nękanie, groźby, dyskryminacja lub mowa nienawiści', 'reklama, spam lub werbowanie członków do innych serwisów', 'treści z udziałem małoletnich lub treści, których nie masz prawa udostępniać', 'proszenie innych o dane płatnicze, numery telefonów lub adresy'] },
        { heading: '6. Rezygnacja i usunięcie konta', paragraphs: [`Konto możesz usunąć w każdej chwili w ustawieniach. Przez ${f.deletionDays} dni możesz cofnąć usunięcie za pomocą linku z e-maila; potem Twoje dane osobowe są usuwane. W razie naruszenia regulaminu możemy zablokować konto (zob. Zakaz dostępu).`] },
        { heading: '7. Odpowiedzialność', paragraphs: [`${f.company} nie odpowiada za szkody wynikające z zachowania innych członków ani z czasowej niedostępności serwisu, z wyjątkiem winy umyślnej lub rażącego niedbalstwa. Twoje ustawowe prawa konsumenta pozostają nienaruszone.`] },
        { heading: '8. Prawo właściwe i reklamacje', paragraphs: [`Regulamin podlega prawu państwa: ${f.country}. Reklamację możesz złożyć przez formularz skarg lub w obsłudze klienta (${f.email}); odpowiadamy w ciągu 14 dni. Możesz też skorzystać z europejskiej platformy ODR (ec.europa.eu/consumers/odr).`] },
      ],
    },
    privacy: {
      title: 'Polityka prywatności',
      intro: `${f.company}, ${f.address}, ${f.city}, jest administratorem Twoich danych osobowych w serwisie ${f.site} zgodnie z ogólnym rozporządzeniem o ochronie danych (RODO).`,
      sections: [
        { heading: 'Jakie dane przetwarzamy', paragraphs: ['Przetwarzamy tylko to, czego wymaga serwis:'], list: ['dane konta: adres e-mail, imię, data urodzenia, hasło (wyłącznie jako skrót)', 'dane profilu i zdjęcia, które sam wpisujesz lub przesyłasz', 'wiadomości, polubienia i blokady', 'zakupy i wykorzystanie kredytów', 'dane techniczne: adres IP, przeglądarka, język i kraj'] },
        { heading: 'Cele i podstawy prawne', paragraphs: ['Wykorzystujemy dane do wykonania umowy z Tobą (konto, czat, płatności), do wypełnienia obowiązków prawnych (księgowość, 7 lat) oraz w naszym prawnie uzasadnionym interesie bezpieczeństwa i zapobiegania nadużyciom. Newslettery i powiadomienia push wysyłamy tylko za Twoją zgodą, którą możesz w każdej chwili wycofać.'] },
        { heading: 'Dane szczególne', paragraphs: ['Twoja orientacja seksualna należy do szczególnych kategorii danych. Podajesz ją dobrowolnie w profilu; używamy jej tylko do wyświetlania profilu i tworzenia wyników wyszukiwania.'] },
        { heading: 'Okres przechowywania', paragraphs: [`Po usunięciu konta przechowujemy dane jeszcze przez ${f.deletionDays} dni, abyś mógł je przywrócić; potem je usuwamy. Dokumenty płatności przechowujemy tak długo, jak wymaga prawo.`] },
        { heading: 'Odbiorcy', paragraphs: ['Udostępniamy dane tylko podmiotom przetwarzającym, które nam pomagają (hosting, operatorzy płatności, e-mail), na podstawie umowy powierzenia, w Europejskim Obszarze Gospodarczym lub z odpowiednimi zabezpieczeniami. Nigdy nie sprzedajemy Twoich danych.'] },
        { heading: 'Twoje prawa', paragraphs: [`Masz prawo dostępu, sprostowania, usunięcia, ograniczenia, przenoszenia danych i sprzeciwu. Możesz sam pobrać dane w ustawieniach lub wysłać wniosek na ${f.email}. Możesz złożyć skargę do holenderskiego organu ochrony danych lub do organu nadzorczego w swoim kraju (w Polsce: Prezes UODO).`] },
      ],
    },
    cookies: {
      title: 'Polityka cookies',
      intro: `${f.site} używa jak najmniej plików cookie. Oto jakie i dlaczego.`,
      sections: [
        { heading: 'Niezbędne pliki cookie', paragraphs: ['Są potrzebne do działania serwisu i nie wymagają zgody:'], list: ['cookie logowania (30 dni) utrzymuje Cię zalogowanym; zawiera losowy klucz, bez danych osobowych', 'i18n_redirected (365 dni) zapamiętuje Twój język'] },
        { heading: 'Pamięć lokalna', paragraphs: ['W przeglądarce zapamiętujemy, czy zamknąłeś komunikaty, a jeśli trafiłeś z reklamy – źródło wizyty (30 dni), abyśmy mogli poprawnie rozliczyć się z partnerami.'] },
        { heading: 'Bez śledzących cookies stron trzecich', paragraphs: ['Nie stosujemy reklamowych ani analitycznych plików cookie stron trzecich. Jeśli to się zmieni, najpierw poprosimy o zgodę.'] },
        { heading: 'Usuwanie cookies', paragraphs: ['Pliki cookie możesz zawsze usunąć w ustawieniach przeglądarki. Zostaniesz wtedy wylogowany, a wybór języka zostanie zapomniany.'] },
      ],
    },
    ban: {
      title: 'Zakaz dostępu',
      intro: `Aby ${f.site} był bezpieczny, możemy odmówić członkom dostępu. Oto kiedy i co możesz wtedy zrobić.`,
      sections: [
        { heading: 'Kiedy blokujemy', paragraphs: ['Blokujemy konto lub adres IP za poważne lub powtarzające się naruszenia regulaminu, np.:'], list: [`użytkownicy poniżej ${f.minAge} lat`, 'nękanie, groźby lub mowa nienawiści', 'spam, oszustwa lub reklama', 'oszustwa płatnicze lub nieuzasadnione obciążenia zwrotne', 'obchodzenie wcześniejszej blokady'] },
        { heading: 'Co oznacza blokada', paragraphs: ['Nie możesz się już zalogować, a Twój profil nie jest dla nikogo widoczny. Niewykorzystane kredyty przepadają przy blokadzie za oszustwo lub nadużycie.'] },
        { heading: 'Odwołanie', paragraphs: [`Uważasz, że popełniliśmy błąd? Napisz na ${f.email} w ciągu 30 dni, podając swój e-mail i wyjaśnienie. Rozpatrzymy odwołanie w ciągu 14 dni.`] },
      ],
    },
    faq: {
      title: 'Najczęstsze pytania',
      intro: `Odpowiedzi na pytania, które najczęściej dostajemy o ${f.site}.`,
      sections: [
        { heading: 'Czy rejestracja jest darmowa?', paragraphs: ['Tak. Rejestracja, założenie profilu, wyszukiwanie i wysyłanie polubień są darmowe. Wiadomości, zdjęcia i prezenty wymagają kredytów.'] },
        { heading: 'Jak działają kredyty?', paragraphs: [`Kredyty kupujesz w pakietach. Wiadomość kosztuje ${f.messageCredits} kredytów; zdjęcia i prezenty również kosztują kredyty. Zawsze najpierw widzisz cenę. Nie ma abonamentu: płacisz tylko za to, co kupisz.`] },
        { heading: 'Czym jest premium?', paragraphs: ['Pierwszy zakup kredytów daje Ci status członka premium. Widzisz wtedy wszystkie zdjęcia bez rozmycia, możesz przesłać więcej zdjęć i korzystać ze wszystkich funkcji bez ograniczeń.'] },
        { heading: 'Czy wszystkie profile są prawdziwe?', paragraphs: ['Nie. Część profili jest fikcyjna i prowadzona przez naszych pracowników. Są oznaczone symbolem. Możesz z nimi czatować, ale nie spotkać się: kontakt fizyczny nie jest możliwy.'] },
        { heading: 'Jak usunąć konto?', paragraphs: [`Przejdź do ustawień i wybierz „usuń konto”. Konto od razu znika z widoku. Przez ${f.deletionDays} dni możesz to cofnąć; potem dane są trwale usuwane.`] },
        { heading: 'Czy mogę odzyskać pieniądze?', paragraphs: [`Masz ${f.refundDays} dni na odstąpienie od zakupu kredytów, których jeszcze nie wykorzystałeś. Zob. zasady zwrotów.`] },
        { heading: 'Jak skontaktować się z obsługą klienta?', paragraphs: [`Napisz na ${f.email} lub zadzwoń pod ${f.phone}. Odpowiadamy w ciągu dwóch dni roboczych.`] },
      ],
    },
    'return-policy': {
      title: 'Zasady zwrotów',
      intro: `Jako konsument w UE masz prawo odstąpić od zakupu w ${f.site}. Oto jak to działa.`,
      sections: [
        { heading: 'Termin odstąpienia', paragraphs: [`Możesz odstąpić od zakupu kredytów w ciągu ${f.refundDays} dni od płatności bez podania przyczyny, o ile nie wykorzystałeś kredytów z tego pakietu.`] },
        { heading: 'Częściowe wykorzystanie', paragraphs: ['Korzystając z kredytów, żądasz natychmiastowego wykonania usługi. Prawo odstąpienia wygasa dla wykorzystanych kredytów; niewykorzystaną część zwracamy proporcjonalnie.'] },
        { heading: 'Jak poprosić o zwrot', paragraphs: [`Napisz na ${f.email}, podając swój e-mail i datę zakupu, lub użyj europejskiego wzoru formularza odstąpienia. Zwracamy pieniądze w ciągu 14 dni tą samą metodą płatności.`] },
        { heading: 'Później', paragraphs: [`Po ${f.refundDays} dniach zakupy są ostateczne. Jeśli błąd techniczny kosztował Cię kredyty, zawsze je przywracamy: skontaktuj się z obsługą klienta.`] },
      ],
    },
    service: {
      title: 'Obsługa klienta',
      intro: `Pytania o konto, płatności lub profil? Obsługa klienta ${f.site} chętnie pomoże.`,
      sections: [
        { heading: 'Kontakt', paragraphs: [`E-mail: ${f.email}`, `Telefon: ${f.phone} (dni robocze 9:00–17:00)`, `Poczta: ${f.company}, ${f.address}, ${f.city}, ${f.country}`] },
        { heading: 'Czas odpowiedzi', paragraphs: ['Odpowiadamy na e-maile w ciągu dwóch dni roboczych. Podaj adres e-mail swojego konta, a pomożemy szybciej.'] },
        { heading: 'Zgłaszanie profilu', paragraphs: ['Widzisz podejrzany profil? Użyj przycisku zgłoszenia w profilu lub formularza skarg. Sprawdzamy każde zgłoszenie.'] },
      ],
    },
  },
});
