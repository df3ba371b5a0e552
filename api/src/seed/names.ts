/** Common first names per country, so sample profiles look at home where they live. */

interface NameList {
  female: readonly string[];
  male: readonly string[];
}

/** First names per country code; every country of COUNTRY_LANGUAGES has an entry. */
export const FIRST_NAMES: Record<string, NameList> = {
  US: {
    female: ['Jessica', 'Ashley', 'Emily', 'Sarah', 'Madison', 'Brittany', 'Jennifer', 'Amanda', 'Megan', 'Lauren', 'Kayla', 'Taylor', 'Sofía', 'Daniela'],
    male: ['Michael', 'Tyler', 'Ryan', 'Brandon', 'Justin', 'Matthew', 'Joshua', 'Austin', 'Kevin', 'Jason', 'Kyle', 'Diego', 'Luis'],
  },
  NL: {
    female: ['Sanne', 'Lotte', 'Emma', 'Fleur', 'Anouk', 'Lisa', 'Sophie', 'Iris', 'Eva', 'Femke', 'Marloes', 'Ingrid', 'Petra', 'Yvonne', 'Manon'],
    male: ['Daan', 'Bram', 'Jeroen', 'Thijs', 'Sander', 'Ruben', 'Joost', 'Martijn', 'Pieter', 'Kees', 'Wouter', 'Lars', 'Bas', 'Niels', 'Hans'],
  },
  BE: {
    female: ['Lotte', 'Elise', 'Julie', 'Marie', 'Charlotte', 'Laura', 'Ines', 'Hanne', 'Sofie', 'Nathalie', 'Veerle', 'Amélie'],
    male: ['Wout', 'Pieter', 'Jonas', 'Arne', 'Thomas', 'Maxime', 'Louis', 'Kobe', 'Simon', 'Olivier', 'Dries', 'Mathieu'],
  },
  FR: {
    female: ['Camille', 'Chloé', 'Manon', 'Léa', 'Julie', 'Sophie', 'Céline', 'Isabelle', 'Nathalie', 'Élodie', 'Amandine', 'Claire', 'Aurélie'],
    male: ['Julien', 'Nicolas', 'Thomas', 'Maxime', 'Antoine', 'Pierre', 'Sébastien', 'Mathieu', 'Guillaume', 'Romain', 'Laurent', 'Philippe'],
  },
  IT: {
    female: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Valentina', 'Alessia', 'Federica', 'Elena', 'Silvia', 'Paola', 'Roberta'],
    male: ['Marco', 'Luca', 'Alessandro', 'Andrea', 'Matteo', 'Francesco', 'Lorenzo', 'Davide', 'Simone', 'Giuseppe', 'Stefano', 'Paolo'],
  },
  ES: {
    female: ['Lucía', 'María', 'Paula', 'Laura', 'Carmen', 'Marta', 'Elena', 'Sara', 'Alba', 'Cristina', 'Rocío', 'Pilar'],
    male: ['Javier', 'Alejandro', 'Pablo', 'David', 'Sergio', 'Daniel', 'Carlos', 'Álvaro', 'Adrián', 'Manuel', 'Raúl', 'Jorge'],
  },
  DE: {
    female: ['Anna', 'Lena', 'Laura', 'Julia', 'Katharina', 'Sabine', 'Petra', 'Nicole', 'Stefanie', 'Miriam', 'Jana', 'Heike', 'Sandra'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Tobias', 'Florian', 'Stefan', 'Andreas', 'Michael', 'Jürgen', 'Matthias', 'Sebastian'],
  },
  AT: {
    female: ['Theresa', 'Magdalena', 'Johanna', 'Verena', 'Katharina', 'Lisa', 'Elisabeth', 'Birgit', 'Sabrina', 'Carina'],
    male: ['Florian', 'Lukas', 'Markus', 'Christoph', 'Dominik', 'Stefan', 'Bernhard', 'Wolfgang', 'Georg', 'Manuel'],
  },
  IE: {
    female: ['Aoife', 'Ciara', 'Niamh', 'Siobhán', 'Sinéad', 'Róisín', 'Orla', 'Saoirse', 'Clodagh', 'Aisling'],
    male: ['Seán', 'Cian', 'Oisín', 'Conor', 'Darragh', 'Eoin', 'Ciarán', 'Pádraig', 'Niall', 'Declan'],
  },
  GB: {
    female: ['Olivia', 'Amelia', 'Chloe', 'Charlotte', 'Sophie', 'Emily', 'Lucy', 'Hannah', 'Georgia', 'Jessica', 'Gemma', 'Kirsty'],
    male: ['Oliver', 'Harry', 'Jack', 'George', 'James', 'Charlie', 'Thomas', 'Daniel', 'Callum', 'Liam', 'Ben', 'Rhys'],
  },
  CA: {
    female: ['Emma', 'Olivia', 'Chloé', 'Sarah', 'Megan', 'Alexandra', 'Mélanie', 'Geneviève', 'Kaitlyn', 'Brooke'],
    male: ['Liam', 'Noah', 'Ethan', 'Logan', 'Gabriel', 'Félix', 'Mathieu', 'Connor', 'Tyler', 'Étienne'],
  },
  PL: {
    female: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Monika', 'Aleksandra', 'Natalia', 'Zuzanna', 'Karolina', 'Małgorzata', 'Paulina'],
    male: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Michał', 'Jakub', 'Kamil', 'Łukasz', 'Marcin', 'Mateusz', 'Grzegorz', 'Bartosz'],
  },
  AU: {
    female: ['Charlotte', 'Isla', 'Matilda', 'Ruby', 'Zoe', 'Chloe', 'Mia', 'Jess', 'Kylie', 'Bronwyn'],
    male: ['Jack', 'Lachlan', 'Cooper', 'Riley', 'Mitchell', 'Hamish', 'Jake', 'Brodie', 'Nathan', 'Shane'],
  },
  NZ: {
    female: ['Aroha', 'Isla', 'Ruby', 'Hannah', 'Mia', 'Grace', 'Kiri', 'Stella', 'Amber', 'Georgia'],
    male: ['Nikau', 'Tama', 'Liam', 'Oliver', 'Hunter', 'Finn', 'Jack', 'Blake', 'Mason', 'Wiremu'],
  },
  CH: {
    female: ['Nina', 'Seraina', 'Laura', 'Céline', 'Chiara', 'Martina', 'Corinne', 'Andrea', 'Sarah', 'Léa'],
    male: ['Reto', 'Urs', 'Beat', 'Luca', 'Nicolas', 'Marco', 'Adrian', 'Dario', 'Jan', 'Yannick'],
  },
  DK: {
    female: ['Freja', 'Ida', 'Mette', 'Sofie', 'Line', 'Camilla', 'Louise', 'Maja', 'Signe', 'Anne', 'Trine'],
    male: ['Mads', 'Rasmus', 'Frederik', 'Mikkel', 'Anders', 'Jesper', 'Søren', 'Kasper', 'Christian', 'Nikolaj', 'Emil'],
  },
  FI: {
    female: ['Aino', 'Emilia', 'Laura', 'Sanna', 'Johanna', 'Anni', 'Heidi', 'Minna', 'Tiina', 'Elina', 'Riikka', 'Venla'],
    male: ['Mikko', 'Juha', 'Antti', 'Jukka', 'Teemu', 'Ville', 'Janne', 'Lauri', 'Eetu', 'Matti', 'Sami', 'Jari'],
  },
  NO: {
    female: ['Ingrid', 'Nora', 'Emma', 'Sara', 'Thea', 'Ida', 'Kari', 'Silje', 'Marte', 'Hege', 'Ane', 'Maren'],
    male: ['Ole', 'Lars', 'Magnus', 'Henrik', 'Sindre', 'Eirik', 'Håkon', 'Torbjørn', 'Sondre', 'Jonas', 'Espen', 'Øystein'],
  },
  SE: {
    female: ['Elsa', 'Ebba', 'Alva', 'Maja', 'Linnea', 'Matilda', 'Sofia', 'Johanna', 'Karin', 'Lena', 'Frida', 'Klara'],
    male: ['Erik', 'Lars', 'Anders', 'Johan', 'Oscar', 'Axel', 'Gustav', 'Viktor', 'Filip', 'Henrik', 'Björn', 'Magnus'],
  },
};

/** The first names of one country and gender; throws for a country the table lacks. */
export function firstNamesOf(country: string, gender: 'male' | 'female'): readonly string[] {
  const list = FIRST_NAMES[country]?.[gender];
  if (!list || list.length === 0) throw new Error(`No first names defined for country ${country}`);
  return list;
}
