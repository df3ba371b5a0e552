#!/usr/bin/env node
// Fails when an app's texts drift: for the shell and every remote (mf-*), each of the 11 locale
// files in src/i18n/messages/ must have exactly the keys of the Dutch reference (nl.ts), keep its
// {placeholders} and <tags>, and parse as an ICU message; every key must be used by the app's code
// (a literal 'key' in src, or a `prefix.${…}` template covering it). The formatjs CLI's extract
// looks for defaultMessage descriptors, which this codebase does not write, so this is a small scan
// with formatjs's own ICU parser. Usage: node scripts/check-messages.mjs [root]
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { ROOT as REPO_ROOT } from './lib.mjs';
import { SAME_ACTION_TEXTS, SAME_FIELD_TEXTS } from './lib/same-action-texts.mjs';

/** A page's head text, used by route name rather than by a literal key (deploy/webpack/head-texts.cjs). */
const HEAD_KEY = /^head\.[a-z0-9-]+\.(title|description)$/;
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];
/**
 * Formal address where docs/language-notes.md says informal: German says du / dein, so a Sie or
 * Ihr/Ihnen inside a sentence is the formal "you" (at a sentence's start it may be "they" / "their").
 */
const FORMAL_ADDRESS = { de: /(?<![.!?:;„“"(–]\s*|^\s*)\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/ };
/**
 * Apps whose team works in fewer languages (issue 29: the staff console is Dutch and English); the
 * other page languages read the English file, so only these locale files exist and are checked.
 */
const APP_LOCALES = { 'mf-console': ['en', 'nl'] };
const root = path.resolve(process.argv[2] ?? REPO_ROOT);

/** key → text of one catalogue file (`'key': 'text',` lines of its object). */
function catalogue(file) {
  const text = fs.readFileSync(file, 'utf8');
  const entries = [...text.matchAll(/^\s*'([^']+)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)\s*,?\s*$/gm)];
  return new Map(entries.map((m) => [m[1], (m[2] ?? m[3] ?? m[4]).replace(/\\(.)/g, '$1')]));
}

/** The placeholders and tags of an ICU message (sorted), or a parse error. */
function shape(message) {
  const found = [];
  const visit = (nodes) => {
    for (const node of nodes) {
      if (node.value !== undefined && node.type !== 0) found.push(`{${node.value}}`);
      if (node.children) visit(node.children);
      if (node.options) Object.values(node.options).forEach((option) => visit(option.value));
    }
  };
  visit(parse(message));
  return [...new Set(found)].sort().join(' ');
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const problems = [];
const apps = fs.readdirSync(root).filter((name) => (name === 'shell' || name.startsWith('mf-')) && fs.existsSync(path.join(root, name, 'src', 'i18n', 'messages', 'nl.ts')));
for (const app of apps) {
  const dir = path.join(root, app, 'src', 'i18n', 'messages');
  const reference = catalogue(path.join(dir, 'nl.ts'));
  if (reference.size === 0) problems.push(`${app}: nl.ts has no texts`);
  const locales = APP_LOCALES[app] ?? LOCALES;
  for (const locale of locales) {
    const file = path.join(dir, `${locale}.ts`);
    if (!fs.existsSync(file)) {
      problems.push(`${app}: ${locale}.ts is missing`);
      continue;
    }
    const texts = catalogue(file);
    for (const key of reference.keys()) if (!texts.has(key)) problems.push(`${app}/${locale}: missing key '${key}'`);
    for (const [key, text] of texts) {
      if (!reference.has(key)) problems.push(`${app}/${locale}: key '${key}' is not in nl.ts`);
      else if (!text.trim()) problems.push(`${app}/${locale}: '${key}' is empty`);
      else if (FORMAL_ADDRESS[locale]?.test(text)) problems.push(`${app}/${locale}: '${key}' addresses the reader formally ("${text.match(FORMAL_ADDRESS[locale])[0]}"); docs/language-notes.md says informal`);
      else {
        try {
          if (shape(text) !== shape(reference.get(key))) problems.push(`${app}/${locale}: '${key}' uses ${shape(text) || 'no placeholders'}, nl uses ${shape(reference.get(key)) || 'none'}`);
        } catch (error) {
          problems.push(`${app}/${locale}: '${key}' is not a valid ICU message (${error.message})`);
        }
      }
    }
  }
  const code = sourceFiles(path.join(root, app, 'src')).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const literals = new Set([...code.matchAll(/['"]([\w.-]+)['"]/g)].map((m) => m[1]));
  const prefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1]);
  for (const key of reference.keys()) {
    // head.<route>.title|description are read by route name (remote-kit's page head, the server's head.json).
    if (HEAD_KEY.test(key)) continue;
    if (!literals.has(key) && !prefixes.some((prefix) => key.startsWith(prefix))) problems.push(`${app}: key '${key}' is never used`);
  }
  console.log(`${app}: ${reference.size} keys × ${locales.length} locales`);
}

// One action, one wording: the buttons and links of a group read the same in every locale; and one
// profile field, one name: its label reads the same in every app that shows it.
for (const [what, members] of [...Object.entries(SAME_ACTION_TEXTS), ...Object.entries(SAME_FIELD_TEXTS)]) {
  const present = members.map((member) => member.split(':')).filter(([app]) => apps.includes(app));
  if (present.length < 2) continue;
  for (const locale of LOCALES) {
    const texts = present.map(([app, key]) => [`${app}:${key}`, catalogue(path.join(root, app, 'src', 'i18n', 'messages', `${locale}.ts`)).get(key)]);
    const missing = texts.filter(([, text]) => text === undefined);
    if (missing.length) problems.push(`'${what}' names ${missing.map(([where]) => where).join(', ')}, which ${locale} does not have`);
    else if (new Set(texts.map(([, text]) => text)).size > 1) problems.push(`'${what}' is worded differently in ${locale}: ${texts.map(([where, text]) => `${where} "${text}"`).join(', ')}`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n✗ ${problems.length} message problem(s)`);
  process.exit(1);
}
console.log(`✓ texts of ${apps.length} apps complete and used in all ${LOCALES.length} locales`);
