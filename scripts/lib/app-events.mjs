// The app bus's traffic as the apps' sources write it: every event sent (EventBus.emit) and heard
// (EventBus.on), and every event the map declares (AppEvents in shared-contracts/src/events.ts).
// TypeScript's checker finds the calls by what they call, not by how the receiver is spelt, so
// `bus.emit`, `host.bus.emit`, `useHost().bus.emit`, `services.bus?.on`, a destructured `emit` or a
// renamed bus all count. Tests and testing kits are left out: a listener in a test hears nothing on
// the site, and an event only a test sends never happens there.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../lib.mjs';

/** The file that declares the event map and the bus. */
export const EVENTS_FILE = path.join(ROOT, 'shared-contracts', 'src', 'events.ts');

/** The apps whose sources use the bus: the shell, the remote kit and every remote. */
export function busApps(root = ROOT) {
  const apps = fs.readdirSync(root).filter((name) => name === 'shell' || name === 'remote-kit' || name.startsWith('mf-'));
  return apps.map((app) => path.join(root, app, 'src')).filter((dir) => fs.existsSync(dir));
}

const LEFT_OUT_DIRS = new Set(['node_modules', 'dist', 'testing', '__tests__']);

/** The TypeScript sources below `dir` that run on the site (no tests, no testing kits, no declarations). */
function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return LEFT_OUT_DIRS.has(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The compiler options every workspace shares (tsconfig.base.json), without the ambient test types. */
function baseOptions(root) {
  const file = path.join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** Whether `declaration` is the member `name` of the EventBus interface in `eventsFile`. */
function isBusMethod(declaration, eventsFile) {
  return Boolean(declaration) &&
    ts.isMethodSignature(declaration) &&
    ts.isInterfaceDeclaration(declaration.parent) &&
    declaration.parent.name.text === 'EventBus' &&
    path.resolve(declaration.getSourceFile().fileName) === eventsFile;
}

/**
 * The event names a name argument's type allows: one literal or a union of some. Null when it could
 * be any string or any event of the map (a name typed AppEventName says nothing about which one).
 */
function eventNames(checker, argument, declared) {
  if (!argument) return null;
  const type = checker.getTypeAtLocation(argument);
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral())) return null;
  return members.length > 1 && members.length >= declared.length ? null : members.map((member) => member.value);
}

/** A receiver whose type the checker could not tell (an import it could not resolve) but whose name says bus. */
function looksLikeUntypedBus(checker, receiver) {
  return /bus$/i.test(receiver.getText()) && (checker.getTypeAtLocation(receiver).flags & ts.TypeFlags.Any) !== 0;
}

/**
 * Reads the bus traffic of the given source folders. Returns the declared event names, the places
 * each event is sent and heard (`file:line`, relative to `root`), and the places where the code uses
 * the bus in a way that does not say which event (a name that is not a literal, or emit/on passed
 * along instead of called).
 */
export function readBusTraffic({ root = ROOT, dirs = busApps(root), eventsFile = EVENTS_FILE, compilerOptions = {} } = {}) {
  const files = dirs.flatMap(sources);
  const program = ts.createProgram(files, { ...baseOptions(root), types: [], noEmit: true, ...compilerOptions });
  const checker = program.getTypeChecker();
  const wanted = new Set(files.map((file) => path.resolve(file)));
  const sent = new Map();
  const heard = new Map();
  const unclear = [];

  const events = program.getSourceFile(eventsFile);
  if (!events) throw new Error(`${path.relative(root, eventsFile)} is not part of the program`);
  const map = events.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'AppEvents');
  if (!map) throw new Error(`${path.relative(root, eventsFile)} declares no AppEvents interface`);
  const declared = checker.getTypeAtLocation(map).getProperties().map((property) => property.name);

  for (const source of program.getSourceFiles()) {
    if (!wanted.has(path.resolve(source.fileName))) continue;
    const where = (node) => `${path.relative(root, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node) => {
      if (ts.isCallExpression(node)) {
        const declaration = checker.getResolvedSignature(node)?.getDeclaration();
        if (isBusMethod(declaration, eventsFile)) {
          const names = eventNames(checker, node.arguments[0], declared);
          const list = declaration.name.text === 'emit' ? sent : heard;
          if (!names) unclear.push(`${where(node)}: ${node.getText(source).slice(0, 80)}: name the event with a literal`);
          for (const name of names ?? []) list.set(name, [...(list.get(name) ?? []), where(node)]);
        }
      }
      if (ts.isPropertyAccessExpression(node) && ['emit', 'on'].includes(node.name.text)) {
        const called = ts.isCallExpression(node.parent) && node.parent.expression === node;
        const declaration = checker.getSymbolAtLocation(node.name)?.declarations?.[0];
        if (!called && isBusMethod(declaration, eventsFile)) unclear.push(`${where(node)}: ${node.getText(source)} passed along instead of called`);
        else if (looksLikeUntypedBus(checker, node.expression)) unclear.push(`${where(node)}: ${node.getText(source)} has a bus of no known type (an import that does not resolve?)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { declared, sent, heard, unclear };
}

/** What is wrong with the traffic, one line each: sent and never heard, heard and never sent, declared and unused, unclear. */
export function busGaps({ declared, sent, heard, unclear }) {
  const gaps = [];
  for (const [name, places] of sent) if (!heard.has(name)) gaps.push(`'${name}' is sent and nobody hears it (${places.join(', ')})`);
  for (const [name, places] of heard) if (!sent.has(name)) gaps.push(`'${name}' is heard and nobody sends it (${places.join(', ')})`);
  for (const name of declared) if (!sent.has(name) && !heard.has(name)) gaps.push(`'${name}' is declared in AppEvents and neither sent nor heard`);
  for (const place of unclear) gaps.push(`cannot tell which event: ${place}`);
  return gaps;
}
